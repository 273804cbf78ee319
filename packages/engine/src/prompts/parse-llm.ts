/** Reads a list of topics and prompts out of an LLM's reply, whatever shape it came in. */

export interface ParsedTopic {
  topic: string;
  prompts: string[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined =>
  typeof v === 'string'
    ? v
    : isObject(v)
      ? ([v.prompt, v.text, v.question, v.query].find((x) => typeof x === 'string') as string | undefined)
      : undefined;

function fromJson(value: unknown): ParsedTopic[] | undefined {
  const list = isObject(value) ? (value.topics ?? value.items ?? value.prompts ?? value.questions) : value;
  if (!Array.isArray(list)) return undefined;
  if (list.every((x) => typeof x === 'string' || (isObject(x) && !('prompts' in x) && !('questions' in x)))) {
    const prompts = list.map(text).filter((p): p is string => !!p);
    return prompts.length > 0 ? [{ topic: 'General', prompts }] : undefined;
  }
  const topics: ParsedTopic[] = [];
  for (const t of list) {
    if (!isObject(t)) continue;
    const name = [t.topic, t.name, t.title].find((x) => typeof x === 'string') as string | undefined;
    const prompts = (Array.isArray(t.prompts) ? t.prompts : Array.isArray(t.questions) ? t.questions : [])
      .map(text)
      .filter((p): p is string => !!p);
    if (prompts.length > 0) topics.push({ topic: name ?? `Topic ${topics.length + 1}`, prompts });
  }
  return topics.length > 0 ? topics : undefined;
}

/** The first balanced JSON object or array in the text (code fences and chatter around it ignored). */
function extractJson(reply: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(reply);
  const body = fenced?.[1] ?? reply;
  const start = body.search(/[[{]/);
  if (start === -1) return undefined;
  for (
    let end = body.length;
    end > start;
    end = Math.max(body.lastIndexOf('}', end - 1), body.lastIndexOf(']', end - 1)) + 1
  ) {
    try {
      return JSON.parse(body.slice(start, end));
    } catch {
      if (end <= start + 1) break;
    }
  }
  return undefined;
}

const HEADING = /^\s*(?:#{1,6}\s*|\*\*)?(?:topic\s*\d*\s*[:.-]\s*)?(.+?)(?:\*\*)?\s*:?\s*$/i;
const ITEM = /^\s*(?:[-*•]|\d{1,3}[.)]|[a-z][.)])\s+(.+)$/i;

/** Line-based fallback: headings start topics, list items and questions are prompts. */
function fromLines(reply: string): ParsedTopic[] {
  const topics: ParsedTopic[] = [];
  let current: ParsedTopic | undefined;
  for (const raw of reply.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || /^```/.test(line)) continue;
    const item = ITEM.exec(line);
    const content = (item?.[1] ?? line).replace(/^\*\*|\*\*$/g, '').trim();
    const isQuestion = content.endsWith('?');
    const isHeading =
      !isQuestion &&
      (/^#{1,6}\s/.test(line) ||
        /^topic\b/i.test(content) ||
        (/:\s*$/.test(line) && !item) ||
        /^\*\*.*\*\*:?$/.test(line));
    if (isHeading) {
      current = { topic: (HEADING.exec(line)?.[1] ?? content).replace(/[*#:]/g, '').trim(), prompts: [] };
      topics.push(current);
    } else if (item || isQuestion) {
      if (!current) {
        current = { topic: 'General', prompts: [] };
        topics.push(current);
      }
      current.prompts.push(content.replace(/^["“]|["”]$/g, ''));
    }
  }
  return topics.filter((t) => t.prompts.length > 0);
}

export function parseTopicsReply(reply: string): ParsedTopic[] {
  return fromJson(extractJson(reply)) ?? fromLines(reply);
}

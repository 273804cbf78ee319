// An answer's text as the engine wrote it (markdown), rendered safely: react-markdown builds React
// elements (never innerHTML), raw HTML is skipped, only http(s) and mailto links survive, images are
// not loaded (tracking pixels), external links open with rel="noopener noreferrer nofollow". Brand and
// competitor mentions are marked inside the rendered text.
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import styled from 'styled-components';
import { splitMentions, type Highlight } from './mentions';
import { safeUrl } from './safeUrl';

interface HastText {
  type: 'text';
  value: string;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
type HastNode = HastText | HastElement | { type: string; children?: HastNode[] };

/** A rehype plugin: text outside code is split at mentions, each wrapped in <mark data-kind>. */
function highlightMentions(names: Highlight[]) {
  const walk = (node: HastNode, inCode: boolean) => {
    if (!('children' in node) || !node.children) return;
    const code =
      inCode || (node.type === 'element' && ['code', 'pre'].includes((node as HastElement).tagName));
    node.children = node.children.flatMap((child): HastNode[] => {
      if (child.type !== 'text' || code) {
        walk(child, code);
        return [child];
      }
      return splitMentions((child as HastText).value, names).map((part) =>
        part.kind
          ? {
              type: 'element',
              tagName: 'mark',
              properties: { dataKind: part.kind },
              children: [{ type: 'text', value: part.text }],
            }
          : { type: 'text', value: part.text },
      );
    });
  };
  return () => (tree: HastNode) => walk(tree, false);
}

const Body = styled.div`
  line-height: 1.55;
  overflow-wrap: anywhere;
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol,
  pre,
  blockquote,
  table {
    margin: 0 0 10px;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 12px 0 6px;
    font-size: ${(p) => p.theme.font.size.md};
  }
  ul,
  ol {
    padding-left: 22px;
  }
  code {
    padding: 1px 4px;
    border-radius: 4px;
    background: ${(p) => p.theme.color.surfaceAlt};
    font-size: 0.92em;
  }
  pre {
    overflow-x: auto;
    padding: 10px;
    background: ${(p) => p.theme.color.surfaceAlt};
    border-radius: ${(p) => p.theme.radius.md};
  }
  blockquote {
    padding-left: 10px;
    border-left: 3px solid ${(p) => p.theme.color.border};
    color: ${(p) => p.theme.color.textMuted};
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 4px 8px;
    border: 1px solid ${(p) => p.theme.color.border};
  }
  a {
    color: ${(p) => p.theme.color.primary};
  }
  mark {
    border-radius: 3px;
    padding: 0 2px;
    color: inherit;
  }
  mark[data-kind='brand'] {
    background: ${(p) => p.theme.color.primarySoft};
    box-shadow: inset 0 -2px 0 ${(p) => p.theme.color.primary};
  }
  mark[data-kind='competitor'] {
    background: ${(p) => p.theme.color.warningSoft};
    box-shadow: inset 0 -2px 0 ${(p) => p.theme.color.warning};
  }
`;

const components: Components = {
  a: ({ href, children }: { href?: string; children?: ReactNode }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

/** The answer's markdown with mentions marked. */
export default function AnswerMarkdown({ text, names }: { text: string; names: Highlight[] }) {
  return (
    <Body data-answer-text>
      <Markdown
        skipHtml
        urlTransform={safeUrl}
        disallowedElements={['img']}
        unwrapDisallowed
        rehypePlugins={[highlightMentions(names)]}
        components={components}
      >
        {text}
      </Markdown>
    </Body>
  );
}

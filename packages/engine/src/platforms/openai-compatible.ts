import type { Answer, AskOptions, Platform } from '../types';
import { timedCall } from './call';
import { chatCompletionsClient, readChatCompletion } from './chat-completions';
import type { PlatformSettings } from './config';

/** Any local OpenAI-compatible server (Ollama, vLLM, llama.cpp) by base URL. No web search. */
export function createOpenAICompatiblePlatform(settings: PlatformSettings): Platform {
  const client = chatCompletionsClient(settings);
  return {
    id: 'openai_compatible',
    model: settings.model,
    simulated: false,
    async ask(prompt: string, options: AskOptions = {}): Promise<Answer> {
      const { value, latencyMs } = await timedCall(
        'openai_compatible',
        settings.timeoutMs,
        options.signal,
        (signal) =>
          client.chat.completions.create(
            { model: settings.model, messages: [{ role: 'user', content: prompt }], stream: false },
            { signal },
          ),
      );
      const { text, model, usage } = readChatCompletion('openai_compatible', value);
      return {
        platform: 'openai_compatible',
        model: model ?? settings.model,
        text,
        retrievedSources: [],
        citedSources: [],
        searchQueries: [],
        latencyMs,
        usage,
        simulated: false,
        raw: value,
      };
    },
  };
}

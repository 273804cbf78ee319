import { platformLabel, type StoredAnswer } from '@lantern/contracts';
import { Chip } from '@lantern/ui';
import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { SimulatedChip } from '../../../shared/SimulatedChip';
import { dateTimeText } from '../format';
import { OwnershipChip } from './CitedDomains';
import { safeUrl } from './safeUrl';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 14px 0;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  h4 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.font.size.xs};
    text-transform: uppercase;
    letter-spacing: 0.03em;
    color: ${(p) => p.theme.color.textMuted};
  }
  ol {
    margin: 0;
    padding-left: 20px;
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  a {
    color: ${(p) => p.theme.color.primary};
    overflow-wrap: anywhere;
  }
`;
// The markdown renderer is a chunk of its own, fetched when the drawer first shows an answer.
const AnswerMarkdown = lazy(() => import(/* webpackChunkName: "answer-markdown" */ './AnswerMarkdown'));
const Plain = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.xs};
`;

/** One stored answer: its prompt, the mentions found, the text with them marked, and its citations. */
export function AnswerCard({ answer, brandNames }: { answer: StoredAnswer; brandNames: string[] }) {
  const id = useId();
  const names = [
    ...brandNames.map((name) => ({ name, kind: 'brand' as const })),
    ...answer.competitorsMentioned.map((name) => ({ name, kind: 'competitor' as const })),
  ];
  return (
    <Article aria-labelledby={id}>
      <h3 id={id}>{answer.prompt}</h3>
      <Line>
        {platformLabel(answer.platform)} · Sample {answer.sample} · {answer.model} ·{' '}
        {dateTimeText(answer.createdAt)}
        {answer.simulated ? <SimulatedChip /> : null}
      </Line>
      <Line aria-label="Mentions">
        {answer.brandMentioned ? (
          <>
            <Chip label="Brand mentioned" tone="success" size="small" />
            {answer.brandPosition !== null ? (
              <Chip label={`Position ${answer.brandPosition}`} size="small" />
            ) : null}
            {answer.brandSentiment ? (
              <Chip label={`Sentiment: ${capitalised(answer.brandSentiment)}`} size="small" />
            ) : null}
          </>
        ) : (
          <Chip label="Brand not mentioned" size="small" />
        )}
        {answer.recommended ? <Chip label="Recommended" tone="primary" size="small" /> : null}
        {answer.competitorsMentioned.map((c) => (
          <Chip key={c} label={`Competitor: ${c}`} tone="warning" size="small" />
        ))}
      </Line>
      <Suspense fallback={<Plain>{answer.text}</Plain>}>
        <AnswerMarkdown text={answer.text} names={names} />
      </Suspense>
      <div>
        <h4>Citations ({answer.citedSources.length})</h4>
        {answer.citedSources.length === 0 ? (
          <Line>No sources cited.</Line>
        ) : (
          <ol>
            {answer.citedSources.map((s) => (
              <li key={s.url}>
                <a href={safeUrl(s.url) || undefined} target="_blank" rel="noopener noreferrer nofollow">
                  {s.title || s.domain}
                </a>{' '}
                <OwnershipChip ownership={s.ownership} competitor={s.competitor} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </Article>
  );
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

import styled from 'styled-components';
import { NewCampaignButton } from './NewCampaignButton';
import { PlatformSetupNote } from './PlatformSetupNote';

const Wrap = styled.div`
  max-width: 960px;
  margin: 24px auto;
  text-align: center;
  h2 {
    font-size: clamp(24px, 4vw, 34px);
    margin: 0 0 8px;
  }
  .tagline {
    color: ${(p) => p.theme.color.textMuted};
    margin: 0 0 28px;
    font-size: 16px;
  }
`;
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  margin-top: 40px;
  text-align: left;
  article {
    background: ${(p) => p.theme.color.surface};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.lg};
    padding: 20px;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 16px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const FEATURES = [
  {
    title: 'Track Performance',
    text: 'See how often ChatGPT, Perplexity, Gemini, Claude and Google mention your brand.',
  },
  {
    title: 'Analyze Competitors',
    text: 'Compare your share of voice and position with the competitors you track.',
  },
  {
    title: 'Optimize Strategy',
    text: 'Act on insights: the prompts, sources and platforms where you are missing.',
  },
];

/** The dashboard when no campaign exists yet. */
export function WelcomePage() {
  return (
    <Wrap>
      <h2>Welcome to Lantern !</h2>
      <p className="tagline">Start your journey to better visibility</p>
      <NewCampaignButton label="Create Your First Campaign" />
      <PlatformSetupNote />
      <Cards>
        {FEATURES.map((f) => (
          <article key={f.title}>
            <h3>{f.title}</h3>
            <p>{f.text}</p>
          </article>
        ))}
      </Cards>
    </Wrap>
  );
}

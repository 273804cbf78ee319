import { useIsSignedIn } from '@lantern/session';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;
const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 20px 32px;
  font-weight: 800;
  font-size: 20px;
  color: ${(p) => p.theme.color.primary};
  nav {
    display: flex;
    gap: 12px;
  }
  @media (max-width: 640px) {
    padding: 16px;
  }
`;
const CtaLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 18px;
  border-radius: ${(p) => p.theme.radius.md};
  font-weight: 600;
  font-size: 15px;
  text-decoration: none;
  background: ${(p) => (p.$primary ? p.theme.color.primary : 'transparent')};
  color: ${(p) => (p.$primary ? p.theme.color.onPrimary : p.theme.color.text)};
  border: 1px solid ${(p) => (p.$primary ? p.theme.color.primary : p.theme.color.border)};
`;
const Hero = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  padding: 64px 24px;
  h1 {
    font-size: clamp(32px, 5vw, 52px);
    line-height: 1.1;
    margin: 0 0 16px;
    max-width: 820px;
    color: ${(p) => p.theme.color.text};
  }
  p.lead {
    font-size: 18px;
    color: ${(p) => p.theme.color.textMuted};
    max-width: 680px;
    margin: 0 0 32px;
  }
  .actions {
    display: flex;
    gap: 12px;
    flex-wrap: wrap;
    justify-content: center;
  }
`;
const Features = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  max-width: 960px;
  width: 100%;
  margin-top: 56px;
  text-align: left;
  article {
    background: ${(p) => p.theme.color.surface};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.lg};
    padding: 20px;
  }
  h2 {
    font-size: 16px;
    margin: 0 0 6px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

/** What Lantern does, for whom, and the way in. */
export function Landing() {
  const signedIn = useIsSignedIn();
  return (
    <Page>
      <Top>
        <span>Lantern</span>
        <nav aria-label="Account">
          {signedIn ? (
            <CtaLink to="/resolve" $primary>
              Open dashboard
            </CtaLink>
          ) : (
            <>
              <CtaLink to="/login">Sign in</CtaLink>
              <CtaLink to="/signup" $primary>
                Sign up
              </CtaLink>
            </>
          )}
        </nav>
      </Top>
      <Hero>
        <h1>See how AI answer engines talk about your brand</h1>
        <p className="lead">
          AI-powered analytics for modern businesses. Lantern asks ChatGPT, Perplexity, Gemini, Claude and
          Google AI Overviews the questions your customers ask, and shows how often your brand appears, next
          to your competitors.
        </p>
        <div className="actions">
          <CtaLink to={signedIn ? '/resolve' : '/signup'} $primary>
            {signedIn ? 'Go to your campaigns' : 'Start free'}
          </CtaLink>
          {!signedIn && <CtaLink to="/login">Sign in</CtaLink>}
        </div>
        <Features aria-label="Features">
          <article>
            <h2>AI-powered insights</h2>
            <p>
              Visibility, share of voice, position and sentiment per platform, with the answers behind every
              number.
            </p>
          </article>
          <article>
            <h2>Real-time analytics</h2>
            <p>
              Campaigns run on every platform you choose, on demand or on a schedule, with progress as it
              happens.
            </p>
          </article>
          <article>
            <h2>Enterprise security</h2>
            <p>
              Organizations, accounts and roles, an audit trail of every change, and strict tenant isolation.
            </p>
          </article>
        </Features>
      </Hero>
    </Page>
  );
}

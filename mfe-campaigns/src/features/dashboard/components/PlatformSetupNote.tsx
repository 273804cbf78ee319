import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { accountPath, useRouteScope } from '../../../shared/route';
import { usePlatforms } from '../../new-campaign/api/usePlatforms';

const Note = styled.aside`
  max-width: 720px;
  margin: 28px auto 0;
  padding: 14px 18px;
  text-align: left;
  border: 1px solid ${(p) => p.theme.color.border};
  border-left: 4px solid ${(p) => p.theme.color.info};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  h3 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
  }
  code {
    font-family: ${(p) => p.theme.font.mono};
    font-size: 0.9em;
  }
`;

/**
 * First run on a fresh install: which answer engines are simulated (no API key) and how to make them
 * real, so a newcomer knows what the first numbers mean. Nothing shows when every engine is configured.
 */
export function PlatformSetupNote() {
  const route = useRouteScope();
  const platforms = usePlatforms(route.scope);
  const simulated = (platforms.data?.platforms ?? []).filter((p) => p.simulated && p.id !== 'sandbox');
  if (!simulated.length) return null;
  return (
    <Note aria-labelledby="platform-setup-title">
      <h3 id="platform-setup-title">Simulated platforms: {simulated.map((p) => p.label).join(', ')}</h3>
      <p>
        These platforms have no API key on this server, so their answers are simulated (and labelled so). To
        ask the real engines, set <code>OPENAI_API_KEY</code>, <code>PERPLEXITY_API_KEY</code>,{' '}
        <code>GEMINI_API_KEY</code>, <code>ANTHROPIC_API_KEY</code> or <code>SERPAPI_KEY</code> in the
        server&apos;s environment and restart it.{' '}
        <Link to={`${accountPath(route.orgId, route.accountId)}/system-status`}>See System Status</Link>
      </p>
    </Note>
  );
}

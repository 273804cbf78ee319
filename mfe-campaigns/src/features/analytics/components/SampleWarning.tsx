import styled from 'styled-components';
import { sampleWarning } from '../charts/chartData';

const Text = styled.small`
  display: block;
  color: ${(p) => p.theme.color.warning};
  font-size: ${(p) => p.theme.font.size.xs};
  font-weight: 600;
`;

/** A visible small-sample warning under a metric counted over few answers (nothing otherwise). */
export function SampleWarning({ answers, short = false }: { answers: number; short?: boolean }) {
  const text = sampleWarning(answers);
  if (!text) return null;
  return <Text data-sample-warning>{short ? `Small sample (${answers})` : text}</Text>;
}

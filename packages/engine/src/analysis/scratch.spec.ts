import { analyzeAnswer } from './analyze';
import { sentimentSum } from './sentiment';
import { listItemAround, isListHeading } from './text';

it('scratch', async () => {
  const brand = { name: 'Acme', aliases: ['Acme Corp'], domains: ['acme.com'] };
  const competitors = [{ name: 'Globex', aliases: [], domains: ['globex.com'] }];
  const t = 'Here are some options worth considering for cRM for startups.\n1. **Cyberdyne**: It is widely praised for being easy to set up and fast.\n2. **Globex**: It can be expensive, and some users report a steep learning curve.\n\nOverall, Cyberdyne is the best fit for most teams, while Globex suits budget-conscious buyers.';
  const idx = t.indexOf('Globex');
  const item = listItemAround(t, idx);
  console.log(item, item && isListHeading(t, item, idx), item && sentimentSum(t.slice(item.start, item.end)));
  const r = analyzeAnswer({ platform: 'sandbox', model: 'x', text: t, retrievedSources: [], citedSources: [], searchQueries: [], latencyMs: 0, usage: {}, simulated: true, raw: null }, { brand, competitors });
  console.log(JSON.stringify(r.competitors[0]?.sentiment));
});

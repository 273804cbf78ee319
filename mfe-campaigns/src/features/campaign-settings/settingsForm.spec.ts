import {
  changedFields,
  deleteMessage,
  fromCampaign,
  toUpdateRequest,
  validateSettings,
} from './settingsForm';
import { splitList } from '../new-campaign/wizard';
import { detail } from './settings.fixtures';

const scope = { organizationId: 'o', accountId: 'a' };

describe('campaign settings form', () => {
  it('splits comma lists, trimming and dropping blanks and duplicates', () => {
    expect(splitList(' a, b ,, A, c ')).toEqual(['a', 'b', 'c']);
    expect(splitList('')).toEqual([]);
  });

  it('sends nothing but the scope when nothing changed', () => {
    const saved = fromCampaign(detail());
    expect(changedFields(saved, { ...saved })).toEqual([]);
    expect(toUpdateRequest(saved, saved, scope)).toEqual(scope);
  });

  it('sends only the changed fields, in the API shape', () => {
    const saved = fromCampaign(detail());
    const edited = {
      ...saved,
      name: '  Renamed ',
      competitors: [
        ...saved.competitors,
        { key: 'k', name: 'Initech', aliases: 'Initech Ltd, ', domains: 'initech.com' },
      ],
      prompts: saved.prompts.slice(1),
    };
    expect(toUpdateRequest(saved, edited, scope)).toEqual({
      ...scope,
      name: 'Renamed',
      competitors: [
        { name: 'Globex', aliases: ['Globex Corp'], domains: ['globex.com'] },
        { name: 'Initech', aliases: ['Initech Ltd'], domains: ['initech.com'] },
      ],
      prompts: ['Where to buy espresso?'],
    });
  });

  it('refuses a blank name, a bad website, no platform, no prompts, too many, a nameless competitor', () => {
    const v = fromCampaign(detail());
    expect(validateSettings(v, 10)).toEqual({});
    const errors = validateSettings(
      {
        ...v,
        name: ' ',
        websiteUrl: 'not a site',
        platforms: [],
        competitors: [{ key: 'x', name: '', aliases: '', domains: '' }],
      },
      10,
    );
    expect(Object.keys(errors).sort()).toEqual(['competitors.0.name', 'name', 'platforms', 'websiteUrl']);
    expect(validateSettings({ ...v, prompts: [] }, 10).prompts).toBe('Add at least one prompt');
    expect(validateSettings(v, 1).prompts).toMatch(/1/);
    expect(validateSettings(v, null)).toEqual({});
  });

  it('names the campaign and what a delete removes', () => {
    expect(deleteMessage({ name: 'Northwind', promptsCount: 1 })).toBe(
      '"Northwind" will be deleted with its 1 prompt, every run and every stored answer, and its schedule stops. This action cannot be undone.',
    );
  });
});

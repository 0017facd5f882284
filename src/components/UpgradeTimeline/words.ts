import '@site/src/i18n/codeStrings?namespace=upgradeTimeline';
import {translate} from '@docusaurus/Translate';
import type {DateWords} from './logic';

/**
 * The words of activation dates in the page's language (./logic.ts formats them by hand, not with
 * Intl, so server and browser print the same text). The months' English messages are the
 * abbreviations ./logic.ts uses in English.
 */
export function dateWords(): DateWords {
  return {
    months: [
      translate({id: 'upgradeTimeline.month.jan', message: 'Jan', description: 'Abbreviated month in an activation date such as "9 Jan 2025"'}),
      translate({id: 'upgradeTimeline.month.feb', message: 'Feb'}),
      translate({id: 'upgradeTimeline.month.mar', message: 'Mar'}),
      translate({id: 'upgradeTimeline.month.apr', message: 'Apr'}),
      translate({id: 'upgradeTimeline.month.may', message: 'May'}),
      translate({id: 'upgradeTimeline.month.jun', message: 'Jun'}),
      translate({id: 'upgradeTimeline.month.jul', message: 'Jul'}),
      translate({id: 'upgradeTimeline.month.aug', message: 'Aug'}),
      translate({id: 'upgradeTimeline.month.sep', message: 'Sep'}),
      translate({id: 'upgradeTimeline.month.oct', message: 'Oct'}),
      translate({id: 'upgradeTimeline.month.nov', message: 'Nov'}),
      translate({id: 'upgradeTimeline.month.dec', message: 'Dec'}),
    ],
    planned: (when) =>
      translate(
        {id: 'upgradeTimeline.planned', message: 'planned, {when}', description: "A planned activation; when is the source's own words (in English)"},
        {when},
      ),
    notAnnounced: translate({id: 'upgradeTimeline.notAnnounced', message: 'no date announced'}),
  };
}

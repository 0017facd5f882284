// Dates and numbers written from data in the page's language (src/i18n/locale.ts): the build's locale, English elsewhere.
import {describe, expect, it} from 'vitest';
import {formatDate} from '../../src/data/networks';
import {currentLocale, formatLongDate, formatNumber} from '../../src/i18n/locale';

describe('dates from data', () => {
  it('are English outside a site bundle', () => {
    expect(currentLocale()).toBe('en-US');
    expect(formatDate('2025-09-30')).toBe('September 30, 2025');
  });
  it('are written the way each language of the site writes them, whatever the time zone', () => {
    expect(formatLongDate('2025-09-30', 'en')).toBe('September 30, 2025');
    expect(formatLongDate('2025-09-30', 'es')).toBe('30 de septiembre de 2025');
    expect(formatLongDate('2025-01-01', 'pt-BR')).toBe('1 de janeiro de 2025');
  });
});

describe('numbers from data', () => {
  it('are grouped as before in English, outside a site bundle and in the English build', () => {
    expect(formatNumber(31_056_500)).toBe('31,056,500');
    expect(formatNumber(31_056_500, 'en')).toBe('31,056,500');
    expect(formatNumber(0.5, 'en')).toBe('0.5');
  });
  it('are grouped the way each language of the site groups them', () => {
    expect(formatNumber(31_056_500, 'es')).toBe('31.056.500');
    expect(formatNumber(31_056_500, 'pt-BR')).toBe('31.056.500');
    expect(formatNumber(0.5, 'pt-BR')).toBe('0,5');
  });
});

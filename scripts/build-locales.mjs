/**
 * Which locales `npm run build` builds: every locale of config/locales.json (the default first, since
 * bundling it empties the out dir that holds the others), or those named with `--locale` (repeatable,
 * `--locale es` or `--locale=es`), in the same order. Returns the other arguments untouched.
 */
export function splitLocales(argv, {defaultLocale, locales}) {
  const known = Object.keys(locales);
  const named = [];
  const rest = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--locale' || arg === '-l') named.push(argv[(index += 1)]);
    else if (arg.startsWith('--locale=')) named.push(arg.slice('--locale='.length));
    else rest.push(arg);
  }
  for (const locale of named) {
    if (!known.includes(locale)) throw new Error(`unknown locale "${locale}" (config/locales.json has ${known.join(', ')})`);
  }
  const chosen = named.length ? named : known;
  const ordered = [...chosen.filter((locale) => locale === defaultLocale), ...chosen.filter((locale) => locale !== defaultLocale)];
  return {locales: [...new Set(ordered)], rest};
}

const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { Compilation, DefinePlugin, sources } = require('webpack');

const LOCALES = path.resolve(__dirname, '../../core/locales');
const PARTS_SOURCE = path.resolve(__dirname, '../../core/src/i18n/locale-parts.ts');
const NAME = 'LocalePartsPlugin';

/** core's LOCALE_PARTS and localePartOf, transpiled alone (the file imports nothing but types). */
function loadParts() {
  const { outputText } = ts.transpileModule(fs.readFileSync(PARTS_SOURCE, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2019, module: ts.ModuleKind.CommonJS },
  });
  const module = { exports: {} };
  new Function('module', 'exports', outputText)(module, module.exports);
  return module.exports;
}

const languageFiles = () =>
  fs
    .readdirSync(LOCALES)
    .filter((file) => file.endsWith('.json'))
    .sort();

/** One version for every part: their addresses change whenever a string or the split does. */
function localesVersion() {
  const hash = createHash('sha256').update(fs.readFileSync(PARTS_SOURCE));
  for (const file of languageFiles()) hash.update(file).update(fs.readFileSync(path.join(LOCALES, file)));
  return hash.digest('hex').slice(0, 8);
}

/** Every part of every language as the ES module the shell imports, by the address it asks for. */
function localePartFiles(version) {
  const { LOCALE_PARTS, localePartOf } = loadParts();
  return languageFiles().flatMap((file) => {
    const strings = JSON.parse(fs.readFileSync(path.join(LOCALES, file), 'utf8'));
    const language = path.basename(file, '.json');
    return Object.keys(LOCALE_PARTS).map((part) => ({
      name: `locales/${part}/${language}.${version}.js`,
      source: `export default JSON.parse(${JSON.stringify(JSON.stringify(localePartOf(strings, part)))});\n`,
    }));
  });
}

/**
 * Writes each language's strings cut into the parts of core/src/i18n/locale-parts.ts, as small ES modules at fixed
 * addresses (`locales/<part>/<language>.<version>.js`, immutable by their version) that the shell imports by URL:
 * no entry in webpack's chunk map for each of the 155 files (docs/PERFORMANCE.md, front end). `LOCALES_VERSION`
 * tells the page the version.
 */
class LocalePartsPlugin {
  apply(compiler) {
    const version = localesVersion();
    new DefinePlugin({ LOCALES_VERSION: JSON.stringify(version) }).apply(compiler);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(PARTS_SOURCE);
        for (const file of languageFiles()) compilation.fileDependencies.add(path.join(LOCALES, file));
        for (const { name, source } of localePartFiles(version))
          compilation.emitAsset(name, new sources.RawSource(source));
      });
    });
  }
}

module.exports = { LocalePartsPlugin, localePartFiles };

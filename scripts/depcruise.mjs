// Runs dependency-cruiser's command line (`depcruise`) with the same arguments, on Node 20 too.
// dependency-cruiser 18 refuses to start below Node 22 (a check in its bin script, not a need of the
// cruise itself: the cruise runs on Node 20 as it does on 22); this calls the same command-line entry
// without that check. Usage: node scripts/depcruise.mjs src sw demo-api tests --config .dependency-cruiser.cjs
// [--ignore-known [file]] [--output-type err|baseline|...] [--output-to file]
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const main = fileURLToPath(import.meta.resolve('dependency-cruiser'));
const { default: executeCli } = await import(pathToFileURL(join(dirname(main), '..', 'cli', 'index.mjs')).href);

const args = process.argv.slice(2);
const options = { outputType: 'err' };
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--config' || args[i] === '-c') options.config = args[++i];
  else if (args[i] === '--output-type' || args[i] === '-T') options.outputType = args[++i];
  else if (args[i] === '--output-to' || args[i] === '-f') options.outputTo = args[++i];
  else if (args[i] === '--ignore-known') options.ignoreKnown = args[i + 1]?.endsWith('.json') ? args[++i] : true;
  else paths.push(args[i]);
}
process.exitCode = await executeCli(paths, options);

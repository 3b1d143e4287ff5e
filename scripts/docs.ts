// `node scripts/docs.ts` (npm run docs): regenerates the API examples of docs/api.md (commands/docs.ts).
import { runCommand } from './cli/run-command.ts';

await runCommand(import.meta, () => import('./commands/docs.ts'));

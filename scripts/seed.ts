// `node scripts/seed.ts` (npm run seed): writes a synthetic dataset (commands/seed.ts).
import { runCommand } from './cli/run-command.ts';

await runCommand(import.meta, () => import('./commands/seed.ts'));

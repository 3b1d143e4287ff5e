// The options help shared by the commands that build and then serve (npm start, npm run dev).

import { SERVE_OPTIONS_HELP } from '../serve/command.ts';
import { BUILD_OPTIONS_HELP } from './build-options.ts';

export const START_OPTIONS_HELP = `Build options:
${BUILD_OPTIONS_HELP.replace('output folder (default: build)', 'output folder, then served (default: build)')}

Serve options:
${SERVE_OPTIONS_HELP.split('\n')
  .filter((line) => !line.trimStart().startsWith('--dir'))
  .join('\n')}
  -h, --help         show this help`;

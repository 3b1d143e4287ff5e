import { writeFileSync } from 'node:fs';
import { loadCardFont } from './cards/font.ts';
import { CARD_PALETTES, entityCard, listCard } from './render/cards/draw.ts';
export function main() {
  const f = loadCardFont();
  const hist = Array.from({ length: 52 }, (_, i) => 70 + Math.sin(i / 5) * 5);
  writeFileSync(
    '/tmp/card-entity.svg',
    entityCard(
      {
        site: 'Synthetic Model Leaderboard',
        name: 'Orbit 4',
        subtitle: 'by Aldervane Labs',
        figures: [
          { label: 'Rank', value: '#1' },
          { label: 'Overall', value: '86.25' },
        ],
        history: hist,
        historyLabel: 'Overall score, last 52 runs',
      },
      f.measure,
      CARD_PALETTES.light,
    ),
  );
  writeFileSync(
    '/tmp/card-list.svg',
    listCard(
      {
        site: 'S',
        title: 'Top five overall',
        subtitle: 'Run 58',
        rows: [1, 2, 3, 4, 5].map((i) => ({ lead: String(i), name: `Model ${i}`, detail: 'Labs', value: '80.00' })),
        empty: '',
      },
      f.measure,
      CARD_PALETTES.light,
    ),
  );
}

// Medians, ranges and the results file of `npm run bench`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Median, minimum and maximum of the finite values (NaN when there are none). */
export function summary(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: NaN, min: NaN, max: NaN, n: 0 };
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), n: sorted.length };
}

/** The page-load metrics, in the order the table shows them. */
export const LOAD_METRICS = [
  { key: 'fcp', label: 'first paint', unit: 'ms' },
  { key: 'lcp', label: 'largest paint', unit: 'ms' },
  { key: 'longTaskMs', label: 'long tasks', unit: 'ms' },
  { key: 'jsKb', label: 'JavaScript', unit: 'kB' },
];

const digits = (unit) => (unit === 'kB' ? 1 : 0);

function cell({ median, min, max }, unit, floor) {
  if (!Number.isFinite(median)) return '–';
  const d = digits(unit);
  const ratio =
    floor !== undefined && Number.isFinite(floor) && floor > 0 && unit === 'ms'
      ? ` (${(median / floor).toFixed(2)}×)`
      : '';
  return `${median.toFixed(d)} ${unit}${ratio} [${min.toFixed(d)}–${max.toFixed(d)}]`;
}

/** One markdown table per page: a row per variant, medians with their ratio to the floor and range. */
export function loadTables(loads) {
  const lines = [];
  for (const { pageId, title, variants } of loads) {
    lines.push(`### ${title} (page ${pageId})`, '');
    lines.push(`| | ${LOAD_METRICS.map((metric) => metric.label).join(' | ')} |`);
    lines.push(`|---|${LOAD_METRICS.map(() => '---').join('|')}|`);
    const floor = variants.find((variant) => variant.name === 'floor');
    for (const variant of variants) {
      const cells = LOAD_METRICS.map((metric) =>
        cell(
          variant.stats[metric.key],
          metric.unit,
          variant === floor || metric.key === 'longTaskMs'
            ? undefined
            : floor?.stats[metric.key].median,
        ),
      );
      lines.push(`| ${variant.label} | ${cells.join(' | ')} |`);
    }
    const longTaskCells = variants
      .filter((variant) => variant !== floor && floor)
      .map(
        (variant) =>
          `${variant.label}: ${(variant.stats.longTaskMs.median - floor.stats.longTaskMs.median).toFixed(0)} ms`,
      );
    if (longTaskCells.length)
      lines.push('', `Long tasks over the floor's: ${longTaskCells.join('; ')}.`);
    lines.push('');
  }
  return lines;
}

/** The mount and validation table. */
export function microTable(micro) {
  const { modules, shown } = micro.mount;
  const page = `${modules} modules (${shown} with something to show)`;
  const ms = (stats) =>
    `${stats.median.toFixed(1)} ms [${stats.min.toFixed(1)}–${stats.max.toFixed(1)}]`;
  return [
    '| | median [min–max] | ratio |',
    '|---|---|---|',
    `| mount ${page}: our runtime (\`<Page>\` in the app's providers) | ${ms(micro.mount.runtime)} | ${(micro.mount.runtime.median / micro.mount.baseline.median).toFixed(2)}× |`,
    `| mount ${page}: hand-written React, same DOM | ${ms(micro.mount.baseline)} | 1.00× |`,
    `| validate a ${micro.validate.modules}-module page (\`buildPage\`) | ${ms(micro.validate.time)} | |`,
    '',
    'Each mount runs in a task of its own, once the browser has settled the last, and starts from its own parse of the data (the runtime from the page answer, the hand-written page from a snapshot of the same DOM, its class names kept as literals), as a page load does. The runtime mounts as the browser mounts a page it loaded itself (`fresh`), all its modules in one commit.',
    micro.mount.sameDom
      ? 'The baseline built exactly the DOM the runtime built.'
      : `**The baseline's DOM differs from the runtime's** (${micro.mount.firstDifference.slice(0, 300)}).`,
  ];
}

/** Writes `<dir>/latest.json` and `<dir>/latest.md`; answers the markdown. */
export function writeResults(dir, results) {
  const markdown = [
    '# Benchmark results (`npm run bench`)',
    '',
    `${results.startedAt} (load average ${results.loadAverage} on ${results.cores} cores), ${results.runs} interleaved cold loads per variant and page; ${results.profile}.`,
    'Medians with their ratio to the floor and [min–max]. Long tasks: all main-thread tasks over 50 ms, summed.',
    'JavaScript: every script of the visit, as transferred.',
    '',
    ...loadTables(results.loads),
    `## Mount and validation (${results.micro.cpu})`,
    '',
    ...microTable(results.micro),
    '',
  ].join('\n');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(dir, 'latest.md'), markdown);
  return markdown;
}

/**
 * The Grafana dashboard and the Prometheus alerts (deploy/) use only series the server
 * serves (metric-table.ts, or prom-client's process metrics), and the dashboard shows each of
 * the app's series: a renamed metric fails here, not on an operator's empty panel.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { METRICS } from './metric-table.ts';

const deploy = path.resolve(import.meta.dirname, '../../deploy');
const read = (file: string) => fs.readFileSync(path.join(deploy, file), 'utf8');
const declared = new Set<string>(Object.values(METRICS).map((metric) => metric.name));
/** A histogram's series carry these suffixes. */
const base = (name: string) => name.replace(/_(bucket|count|sum)$/, '');
const usedIn = (text: string) =>
  new Set([...text.matchAll(/\bangels_[a-z_]+/g)].map((m) => base(m[0])));

type Dashboard = { panels: { title: string; targets: { expr: string }[] }[] };

describe('deploy/ files', () => {
  const dashboard = JSON.parse(read('grafana/angels.json')) as Dashboard;
  const exprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr));

  it('the dashboard queries declared series only, and every declared one', () => {
    const used = usedIn(exprs.join('\n'));
    for (const name of used) expect(declared, `${name} is not in metric-table.ts`).toContain(name);
    for (const name of declared) expect(used, `${name} has no panel`).toContain(name);
    for (const expr of exprs)
      expect(expr, 'a panel without the process filter').toContain('$instance');
  });

  it('the alerts use declared series only', () => {
    const used = usedIn(read('prometheus/alerts.yml'));
    expect(used.size).toBeGreaterThan(5);
    for (const name of used) expect(declared, `${name} is not in metric-table.ts`).toContain(name);
  });

  it('the scrape config sends the token and points at processes, not the proxy', () => {
    const config = read('prometheus/prometheus.yml');
    expect(config).toMatch(/metrics_path: \/metrics/);
    expect(config).toMatch(/type: Bearer/);
    expect(config).toMatch(/rule_files:\s*\n\s*- alerts\.yml/);
  });
});

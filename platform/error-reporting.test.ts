import { describe, expect, test, vi } from 'vitest';
import {
  ERRORS_SAMPLE_RATE,
  TRACES_SAMPLE_RATE,
  createErrorReporter,
  silentReporter,
} from './error-reporting.ts';
import { reportSender } from './report-sender.ts';

function setup(random: () => number) {
  const send = vi.fn<(endpoint: string, body: string) => void>();
  const reporter = createErrorReporter({ deployment: 'production', endpoint: '/errors', random });
  const sender = reportSender({
    deployment: 'production',
    endpoint: '/errors',
    send,
    secrets: () => ['tok-123456'],
  });
  const start = () => reporter.start(sender);
  const bodies = () =>
    send.mock.calls.map(([, body]) => JSON.parse(body) as Record<string, unknown>);
  return { reporter, start, send, bodies };
}

describe('createErrorReporter', () => {
  test('R9.16 error reporting samples traces at 0.5 and errors at 1', () => {
    expect(TRACES_SAMPLE_RATE).toBe(0.5);
    expect(ERRORS_SAMPLE_RATE).toBe(1);
  });

  test.each([
    ['a page view drawn under 0.5 sends its traces', 0.49, 1],
    ['a page view drawn at 0.5 or over does not', 0.5, 0],
  ])('R9.16 %s', (_name, draw, traces) => {
    const { reporter, start, bodies } = setup(() => draw);
    start();
    reporter.trace('page-loaded', { ms: 800 });
    expect(bodies().filter((body) => body.type === 'trace')).toHaveLength(traces);
  });

  test('R9.16 every error is sent, whatever the draw', () => {
    const { reporter, start, bodies } = setup(() => 0.999);
    start();
    reporter.captureException(new Error('boom'), { moduleId: '7' });
    reporter.captureException('plain text');
    expect(bodies()).toEqual([
      expect.objectContaining({
        type: 'error',
        error: expect.objectContaining({ name: 'Error', message: 'boom' }),
        context: { moduleId: '7' },
        deployment: 'production',
      }),
      expect.objectContaining({
        type: 'error',
        error: { name: 'NonError', message: 'plain text' },
      }),
    ]);
  });

  test('R9.16 error reporting is off in local mode: nothing goes to an outside service', () => {
    const send = vi.fn();
    const reporter = createErrorReporter({
      deployment: 'local',
      endpoint: 'https://errors.example/report',
      random: () => 0,
    });
    expect(reporter).toBe(silentReporter);
    reporter.start(send);
    reporter.captureException(new Error('boom'));
    expect(send).not.toHaveBeenCalled();
  });

  test("R9.16 in local mode reports stay on the machine, at the local gateway's collector", () => {
    const send = vi.fn();
    const reporter = createErrorReporter({
      deployment: 'local',
      endpoint: '/__dev/errors',
      random: () => 0,
    });
    reporter.start(reportSender({ deployment: 'local', endpoint: '/__dev/errors', send }));
    reporter.captureException(new Error('boom'));
    expect(send).toHaveBeenCalledWith('/__dev/errors', expect.stringContaining('boom'));
  });

  test('reports wait for the first paint, then go out in order', () => {
    const { reporter, start, send, bodies } = setup(() => 0);
    reporter.captureException(new Error('early'));
    expect(send).not.toHaveBeenCalled();
    start();
    reporter.captureException(new Error('late'));
    expect(bodies().map((body) => (body.error as { message: string }).message)).toEqual([
      'early',
      'late',
    ]);
  });

  test('a token never reaches a report', () => {
    const { reporter, start, send } = setup(() => 0);
    start();
    reporter.captureException(new Error('failed with tok-123456'), {
      url: '/a?token=tok-123456',
      token: 'tok-123456',
    });
    expect(JSON.stringify(send.mock.calls)).not.toContain('tok-123456');
  });

  test('without an endpoint nothing is sent', () => {
    expect(createErrorReporter({ deployment: 'production', endpoint: undefined })).toBe(
      silentReporter,
    );
  });
});

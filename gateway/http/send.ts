import type { ServerResponse } from 'node:http';
import type { Answer } from './answer.ts';

/** Writes a JSON value (no envelope added). */
export function sendJson(
  response: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  const body = Buffer.from(JSON.stringify(value));
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(body);
}

/** Writes a handler's answer: the envelope as JSON, or recorded bytes as they are. */
export function sendAnswer(response: ServerResponse, answer: Answer): void {
  if (answer.kind === 'envelope') {
    const { code, data, message } = answer;
    sendJson(response, answer.status, { code, data, message }, { ...answer.headers });
    return;
  }
  response.writeHead(answer.status, {
    'Content-Type': answer.contentType,
    'Content-Length': answer.body.length,
    'Cache-Control': 'no-store',
  });
  response.end(answer.body);
}

/** Writes a short plain-text answer (errors outside the API). */
export function sendText(response: ServerResponse, status: number, text: string): void {
  const body = Buffer.from(`${text}\n`);
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
  });
  response.end(body);
}

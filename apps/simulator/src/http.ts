import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

// Handlers build a Reply instead of writing to the socket, so a fault can rewrite it (truncate the body)
// or replace it before anything is sent.

export type Reply = { status: number; headers: Record<string, string>; body: string };

export type ProtocolRequest = {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
  /** The simulator's base URL as this client reached it (for URLs inside responses). */
  baseUrl: string;
};

export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

export function textReply(status: number, body: string, contentType = 'text/plain; charset=utf-8'): Reply {
  return { status, headers: { 'content-type': contentType }, body };
}

export function send(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, { ...reply.headers, 'content-length': String(Buffer.byteLength(reply.body)) });
  res.end(reply.body);
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** A control-API input problem: answered as 400 { error } instead of crashing the request. */
export class BadRequest extends Error {}

import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

// The API as a component test sees it: MSW answers the app's own fetch at the network edge, so api-client.ts,
// its errors and TanStack Query run as in the browser. Each test adds the routes it needs with `apiServer.use`;
// a request no handler answers fails the test (test/setup.ts starts the server with onUnhandledFrame:
// 'error'), and the handlers are reset after each test.

export const apiServer = setupServer();

/** The API's envelope with its data: `{ success: true, data }`. */
export function apiAnswer(data: unknown, status = 200) {
  return HttpResponse.json({ success: true, data }, { status });
}

/** The API's failure envelope: `{ success: false, error }` with its status. */
export function apiFailure(status: number, error: string) {
  return HttpResponse.json({ success: false, error }, { status });
}

export type ApiCall = { method: string; path: string; body: unknown };

/** The calls the server got (those `keep` accepts), in order, with their JSON bodies: what the page sent. */
export function recordApiCalls(keep: (call: ApiCall) => boolean = () => true): ApiCall[] {
  const calls: ApiCall[] = [];
  apiServer.events.on('request:start', async ({ request }) => {
    const text = await request.clone().text();
    const call = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    };
    if (keep(call)) calls.push(call);
  });
  return calls;
}

export { HttpResponse, http };

import fastifySwagger from '@fastify/swagger';
import { pathId } from '@teewatch/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type OpenApiDocument, probeDocument } from '../../test/api-document-probe';
import { API_DOCUMENT_OPTIONS, answers } from './api-document';
import { AppError } from './app-error';
import { installErrorHandler } from './error-handler';

// The document test is only as good as its probe: given routes that break their document, it must say so.

async function appWithBrokenRoutes() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(fastifySwagger, API_DOCUMENT_OPTIONS);
  const params = z.object({ id: pathId('Invalid thing ID') });
  // Answers 409, which it does not declare.
  app.get('/api/things/:id', { schema: { params, ...answers({}) } }, async () => {
    throw new AppError('CONFLICT', 'Taken');
  });
  // Reads a body it does not declare.
  app.post('/api/things', { schema: { ...answers({}) } }, async (request) => {
    if (!(request.body as { name?: unknown } | undefined)?.name) {
      throw new AppError('VALIDATION_FAILED', 'Name is required', {
        validationErrors: [{ field: 'name', message: 'Name is required' }],
      });
    }
    return { success: true };
  });
  // Answers a shape its document contradicts.
  app.get(
    '/api/count',
    { schema: { response: { 200: z.object({ success: z.boolean(), data: z.number() }) }, ...answers({}) } },
    async (_request, reply) => reply.type('application/json').send('{"success":true,"data":"many"}'),
  );
  await app.ready();
  return app;
}

describe('the API document probe', () => {
  it('reports an undocumented status, an undeclared body and a contradicting shape', async () => {
    const app = await appWithBrokenRoutes();
    const report = await probeDocument({
      app,
      document: app.swagger() as unknown as OpenApiDocument,
      callers: [{ name: 'signed out' }],
      perCaller: 3,
      today: '2026-06-10',
    });
    expect(report.undocumentedStatuses.map((line) => line.split(' (')[0])).toEqual([
      'GET /api/things/{id} → 409',
    ]);
    expect(report.bodiesUndeclared).toEqual(['POST /api/things']);
    expect(report.shapeMismatches.length).toBeGreaterThan(0);
    expect(report.shapeMismatches[0]).toMatch(/^GET \/api\/count → 200/);
    await app.close();
  });

  it('documents 414 for a path parameter, which Fastify answers for an over-long one', async () => {
    const app = await appWithBrokenRoutes();
    const document = app.swagger() as unknown as OpenApiDocument;
    expect(Object.keys(document.paths['/api/things/{id}']?.get?.responses ?? {})).toContain('414');
    expect((await app.inject({ method: 'GET', url: `/api/things/${'9'.repeat(150)}` })).statusCode).toBe(414);
    await app.close();
  });
});

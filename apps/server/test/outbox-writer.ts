import { sendComposedEmail } from '../src/email/send-email';
import { testConfig } from './test-config';

// A process that writes large emails to DATA_DIR/outbox as fast as it can, for the test that kills it
// (kill -9) mid-write. Email n is `<outbox-n@test>` with OUTBOX_BYTES bytes of body, all the same byte.

const config = testConfig({ DATA_DIR: process.env.DATA_DIR });
const bytes = Number(process.env.OUTBOX_BYTES ?? 2_000_000);
for (let n = 0; ; n += 1) {
  const messageId = `<outbox-${n}@test>`;
  await sendComposedEmail({
    config,
    email: {
      to: 'golfer@example.com',
      messageId,
      source: `Message-ID: ${messageId}\r\n\r\n${'x'.repeat(bytes)}`,
    },
  });
  if (n === 0) console.log('writing');
}

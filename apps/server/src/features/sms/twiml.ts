// TwiML, the XML Twilio reads from a webhook's answer: a reply text, or nothing to send.

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** `<Response><Message>words</Message></Response>`, or an empty `<Response/>` with no words. */
export function twiml(message?: string): string {
  const body =
    message === undefined ? '<Response/>' : `<Response><Message>${escapeXml(message)}</Message></Response>`;
  return `<?xml version="1.0" encoding="UTF-8"?>${body}`;
}

/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { type EmailFooter, STOP_ALL_EMAIL_WORDS } from './email-footer';

// What every email of ours shares: the page around the content, the styles, the heading and the green
// button. Each email is a React Email template (alert-email.tsx, account-notice-email.tsx) inside this.

export const emailStyles = {
  body: { backgroundColor: '#f4f7f4', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2a1f' },
  container: { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px', maxWidth: '560px' },
  heading: { fontSize: '20px' },
  button: {
    backgroundColor: '#2f7d32',
    color: '#ffffff',
    padding: '8px 14px',
    borderRadius: '4px',
    fontSize: '14px',
    textDecoration: 'none',
  },
  small: { fontSize: '12px', color: '#5a665a' },
} as const;

/**
 * The inbox preview line. React Email's <Preview> pads with about 1.7 KB of invisible characters, which
 * would push the unsubscribe link out of the first 2 KB; a short pad keeps the body out of most previews.
 */
function Preheader({ text }: { text: string }) {
  return (
    <div
      style={{
        display: 'none',
        overflow: 'hidden',
        lineHeight: '1px',
        opacity: 0,
        maxHeight: 0,
        maxWidth: 0,
      }}
    >
      {`${text}${'\u00a0\u200c'.repeat(24)}`}
    </div>
  );
}

/** Who sends the email, why a transactional one came, and the "Stop all email" link (email-footer.ts). */
function Footer({ footer }: { footer: EmailFooter }) {
  return (
    <>
      <Hr />
      {footer.reason ? <Text style={emailStyles.small}>{footer.reason}</Text> : null}
      <Text style={emailStyles.small}>
        <Link href={footer.stopUrl}>{STOP_ALL_EMAIL_WORDS}</Link>
      </Text>
      <Text style={emailStyles.small}>{footer.sender}</Text>
    </>
  );
}

/**
 * The page every email is written in: `preheader` is the inbox preview (none: the client shows the
 * start); `footer` is the sender identification and stop link every email ends with.
 */
export function EmailLayout({
  preheader,
  footer,
  children,
}: {
  preheader?: string;
  footer: EmailFooter;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Body style={emailStyles.body}>
        {preheader ? <Preheader text={preheader} /> : null}
        <Container style={emailStyles.container}>
          {children}
          <Footer footer={footer} />
        </Container>
      </Body>
    </Html>
  );
}

export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={emailStyles.heading}>
      {children}
    </Heading>
  );
}

export function EmailButton({ href, children }: { href: string; children: string }) {
  return (
    <Button href={href} style={emailStyles.button}>
      {children}
    </Button>
  );
}

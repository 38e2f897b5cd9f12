/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body, Button, Container, Head, Heading, Html } from '@react-email/components';
import type { ReactNode } from 'react';

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

/** The page every email is written in: `preheader` is the inbox preview (none: the client shows the start). */
export function EmailLayout({ preheader, children }: { preheader?: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Body style={emailStyles.body}>
        {preheader ? <Preheader text={preheader} /> : null}
        <Container style={emailStyles.container}>{children}</Container>
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

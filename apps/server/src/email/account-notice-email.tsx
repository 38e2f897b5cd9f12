/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Text } from '@react-email/components';
import { render } from '@react-email/render';
import { type EmailFooter, footerText } from './email-footer';
import { EmailButton, EmailHeading, EmailLayout, emailStyles } from './email-layout';

/**
 * An email about the reader's own account or address (a password reset link, a blocked sign-in, an
 * address to confirm): the lines, the facts (what happened, when, from where) as a short list, one link
 * as a button (HTML) or after "<linkLabel>:" (text), and a closing note. The words are the caller's.
 */
export type AccountNoticeEmailInput = {
  subject: string;
  heading: string;
  lines: string[];
  facts?: { label: string; value: string }[];
  url: string;
  button: string;
  /** The word before the link in the text part, e.g. "Reset". */
  linkLabel: string;
  /** What to do if the reader did not ask for this (a confirmation's lines already say it). */
  note?: string;
  /** The sender identification and stop link (email-footer.ts). */
  footer: EmailFooter;
};

function AccountNoticeEmail(input: AccountNoticeEmailInput) {
  return (
    <EmailLayout footer={input.footer}>
      <EmailHeading>{input.heading}</EmailHeading>
      {input.lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {(input.facts ?? []).map((fact) => (
        <Text key={fact.label} style={{ margin: '4px 0' }}>
          <strong>{`${fact.label}: `}</strong>
          {fact.value}
        </Text>
      ))}
      <EmailButton href={input.url}>{input.button}</EmailButton>
      <Text style={emailStyles.small}>{`If the button does not work, open this link: ${input.url}`}</Text>
      {input.note && <Text style={emailStyles.small}>{input.note}</Text>}
    </EmailLayout>
  );
}

export async function renderAccountNoticeEmail(
  input: AccountNoticeEmailInput,
): Promise<{ subject: string; html: string; text: string }> {
  return {
    subject: input.subject,
    html: await render(<AccountNoticeEmail {...input} />),
    text: `${[
      input.lines.join('\n\n'),
      ...(input.facts?.length ? [input.facts.map((fact) => `${fact.label}: ${fact.value}`).join('\n')] : []),
      `${input.linkLabel}: ${input.url}`,
      ...(input.note ? [input.note] : []),
      footerText(input.footer),
    ].join('\n\n')}\n`,
  };
}

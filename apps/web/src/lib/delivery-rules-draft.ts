import {
  DELIVERY_RULES_MESSAGES,
  type DeliveryRules,
  DeliveryRulesSchema,
  toValidationErrors,
} from '@teewatch/shared';

// The delivery-rules inputs as a form holds them (strings, empty = not set), and the one conversion
// to the API's rules, checked with the shared schema and the server's cap (decision 0133).

export type DeliveryRulesDraft = {
  quietStart: string;
  quietEnd: string;
  muteUntil: string;
  dailyCap: string;
};

export type DeliveryRulesField = keyof DeliveryRulesDraft;

export const EMPTY_DELIVERY_RULES_DRAFT: DeliveryRulesDraft = {
  quietStart: '',
  quietEnd: '',
  muteUntil: '',
  dailyCap: '',
};

export const QUIET_HOURS_BOTH_MESSAGE = 'Choose both when quiet hours start and when they end, or neither';

export function draftOfRules(rules: DeliveryRules | null | undefined): DeliveryRulesDraft {
  if (!rules) return EMPTY_DELIVERY_RULES_DRAFT;
  return {
    quietStart: rules.quietHours?.start ?? '',
    quietEnd: rules.quietHours?.end ?? '',
    muteUntil: rules.muteUntil ?? '',
    dailyCap: rules.dailyCap === null ? '' : String(rules.dailyCap),
  };
}

/** The rules the draft stands for, or a message per input; `maxDailyCap` is the server's limit. */
export function rulesOfDraft(
  draft: DeliveryRulesDraft,
  maxDailyCap: number,
): { ok: true; rules: DeliveryRules } | { ok: false; errors: Partial<Record<DeliveryRulesField, string>> } {
  const errors: Partial<Record<DeliveryRulesField, string>> = {};
  const start = draft.quietStart.trim();
  const end = draft.quietEnd.trim();
  if (Boolean(start) !== Boolean(end)) errors[start ? 'quietEnd' : 'quietStart'] = QUIET_HOURS_BOTH_MESSAGE;
  const cap = draft.dailyCap.trim();
  const parsed = DeliveryRulesSchema.safeParse({
    quietHours: start && end ? { start, end } : null,
    muteUntil: draft.muteUntil.trim() || null,
    dailyCap: cap === '' ? null : /^\d{1,4}$/.test(cap) ? Number(cap) : Number.NaN,
  });
  if (!parsed.success) {
    for (const { field, message } of toValidationErrors(parsed.error.issues)) {
      const input: DeliveryRulesField =
        field === 'quietHours.start'
          ? 'quietStart'
          : field.startsWith('quietHours')
            ? 'quietEnd'
            : field === 'muteUntil'
              ? 'muteUntil'
              : 'dailyCap';
      errors[input] ??= message;
    }
  } else if (parsed.data.dailyCap !== null && parsed.data.dailyCap > maxDailyCap) {
    errors.dailyCap = DELIVERY_RULES_MESSAGES.capAboveServer(maxDailyCap);
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, rules: parsed.data };
}

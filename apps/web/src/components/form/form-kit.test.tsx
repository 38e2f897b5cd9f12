import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, CheckboxGroup } from './checkbox-field';
import { RadioGroupField } from './radio-choices';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

// The form kit's promise to every form: a control named by its label, and its error and hint tied to it.

function describedByTexts(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('the form kit', () => {
  it('ties a text field to its label, hint, a shared hint and its error', () => {
    render(
      <>
        <p id="group-hint">Times are Vancouver time.</p>
        <TextField
          id="quiet-from"
          label="Quiet from"
          type="time"
          value=""
          onChange={() => undefined}
          hint="Leave empty for none."
          describedBy="group-hint"
          error="Enter a time"
        />
      </>,
    );
    const input = screen.getByLabelText('Quiet from');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedByTexts(input)).toEqual([
      'Enter a time',
      'Leave empty for none.',
      'Times are Vancouver time.',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks a field valid and required as asked, and announces an error when asked', () => {
    const { rerender } = render(
      <TextField id="name" label="Course Name" markRequired value="" onChange={() => undefined} />,
    );
    const input = screen.getByRole('textbox', { name: /^Course Name\s*\(required\)$/ });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    rerender(
      <TextField
        id="name"
        label="Course Name"
        markRequired
        value=""
        onChange={() => undefined}
        error="Name is required"
        announceError
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Name is required');
  });

  it('hands what is typed or chosen to onChange, as a string', async () => {
    function Form() {
      const [name, setName] = useState('');
      const [size, setSize] = useState('0');
      const [notes, setNotes] = useState('');
      return (
        <>
          <TextField id="n" label="Name" value={name} onChange={setName} />
          <SelectField
            id="s"
            label="Party size"
            value={size}
            options={[{ value: '0', label: 'Any' }, '2', '4']}
            optionLabel={(value) => `${value} players`}
            onChange={setSize}
          />
          <TextAreaField id="t" label="Notes" value={notes} onChange={setNotes} />
          <output>{`${name}|${size}|${notes}`}</output>
        </>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByLabelText('Name'), 'Pat');
    await userEvent.selectOptions(screen.getByLabelText('Party size'), '4 players');
    await userEvent.type(screen.getByLabelText('Notes'), 'Early');
    expect(screen.getByRole('status').textContent).toBe('Pat|4|Early');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any',
      '2 players',
      '4 players',
    ]);
  });

  it('ties a checkbox to its label and error, and names a group of them by its legend', async () => {
    function Boxes() {
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <>
          <CheckboxField
            id="consent"
            label="I agree"
            checked={false}
            onChange={() => undefined}
            error="Tick to agree"
          />
          <CheckboxGroup
            legend="Facilities"
            idPrefix="facility"
            options={['Pro Shop', 'Driving Range']}
            selected={selected}
            onToggle={(option, checked) =>
              setSelected((now) => (checked ? [...now, option] : now.filter((entry) => entry !== option)))
            }
          />
        </>
      );
    }
    render(<Boxes />);
    const consent = screen.getByRole('checkbox', { name: 'I agree' });
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(describedByTexts(consent)).toEqual(['Tick to agree']);
    const group = screen.getByRole('group', { name: 'Facilities' });
    const range = screen.getByRole('checkbox', { name: 'Driving Range' });
    expect(group.contains(range)).toBe(true);
    expect(range.id).toBe('facility-driving-range');
    await userEvent.click(range);
    expect((range as HTMLInputElement).checked).toBe(true);
  });

  it('names a row of radios by its legend, ties its hint, and greys out a choice it refuses', async () => {
    function Radios() {
      const [size, setSize] = useState('s');
      return (
        <RadioGroupField
          id="size"
          legend="Size"
          name="size"
          choices={[
            { value: 's', label: 'Small' },
            { value: 'm', label: 'Medium' },
            { value: 'l', label: 'Large' },
          ]}
          value={size}
          onChange={setSize}
          isDisabled={(choice) => choice === 'l'}
          hint={size === 'm' ? 'Medium fits most.' : undefined}
        />
      );
    }
    render(<Radios />);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group.hasAttribute('aria-describedby')).toBe(false);
    expect((screen.getByRole('radio', { name: 'Large' }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Medium' }));
    expect(describedByTexts(group)).toEqual(['Medium fits most.']);
  });
});

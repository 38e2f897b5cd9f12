export type Choice<T> = { value: T; label: string };

/** A select's <option>s: choices with their labels, or plain values shown through `label` (as they are). */
export function SelectOptions<T extends string | number>({
  options,
  label = String,
}: {
  options: readonly (T | Choice<T>)[];
  label?: (value: T) => string;
}) {
  return (
    <>
      {options.map((option) => {
        const choice = typeof option === 'object' ? option : { value: option, label: label(option) };
        return (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        );
      })}
    </>
  );
}

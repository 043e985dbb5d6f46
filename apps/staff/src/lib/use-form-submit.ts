import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useErrorText } from "#staff/components/field.tsx";
import { applyServerErrors } from "./form-errors.ts";

/**
 * A form's submit to the API: clears the last outcome, puts the server's field errors under their fields, and
 * keeps what no field shows (`alert`) and success (`saved`) for the form to say.
 */
export function useFormSubmit<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  fields: readonly string[],
  submit: (values: TOutput) => Promise<unknown>,
) {
  const errorText = useErrorText();
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    setSaved(false);
    try {
      await submit(values);
      setSaved(true);
    } catch (error) {
      setAlert(errorText(applyServerErrors(error, form.setError, fields) ?? undefined) ?? null);
    }
  });
  return { onSubmit, alert, saved };
}

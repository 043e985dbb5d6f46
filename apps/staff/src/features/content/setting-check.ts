import { checkWith, type FieldErrorCodes } from "@dukkan/contracts/field-errors";
import { type SettingFormKey, type SettingForms, settingFormSchemas } from "@dukkan/contracts/settings-admin";

/**
 * What the browser can say before the server does: a setting's form checked with the schema the server saves it
 * with (`settingFormSchemas`), as field → code (`numbers.0`, `links.1.link`, `address.ar`).
 */
export function checkSetting<K extends SettingFormKey>(key: K, value: SettingForms[K]): FieldErrorCodes {
  const checked = checkWith<unknown>(settingFormSchemas[key], value);
  return checked.ok ? {} : checked.errors;
}

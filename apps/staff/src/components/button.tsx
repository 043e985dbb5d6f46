import type { ButtonHTMLAttributes } from "react";

const looks = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400",
} as const;

export const buttonClass = (look: keyof typeof looks = "primary") =>
  `inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-bold ${looks[look]}`;

export function Button({
  look = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { look?: keyof typeof looks }) {
  return <button type={type} className={`${buttonClass(look)} ${className}`} {...props} />;
}

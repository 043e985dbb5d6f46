import { type Language, rolePermissions, type StaffMe, type StaffRole } from "@dukkan/contracts";

/** The signed-in staff member as routes see it (set by `requireStaff`). */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  languages: Language[];
  sessionId: string;
}

export function toStaffMe(staff: Omit<StaffPrincipal, "sessionId">): StaffMe {
  return {
    id: staff.id,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    languages: staff.languages,
    permissions: [...rolePermissions[staff.role]],
  };
}

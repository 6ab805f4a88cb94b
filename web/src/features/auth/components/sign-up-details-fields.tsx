import { Divider } from "antd";
import { ProfileDetailsFields } from "@/shared/profile-form/profile-details-fields.tsx";

/** Sign-up's optional section: the profile details under their divider. */
export function SignUpDetailsFields() {
  return (
    <>
      <Divider plain>Optional profile details</Divider>
      <ProfileDetailsFields />
    </>
  );
}

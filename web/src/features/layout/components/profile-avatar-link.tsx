import { Link } from "@tanstack/react-router";
import { Avatar } from "antd";
import { initials } from "@/shared/format/initials.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useLayoutText } from "../i18n/catalog.ts";
import { memberName } from "@/shared/format/member-name.ts";

/** The signed-in user's initials (display name, else username), linking to their profile. */
export function ProfileAvatarLink() {
  const { t } = useLayoutText();
  const user = useCurrentUser();
  const name = memberName(user);
  const shown = initials(name);
  return (
    <Link to="/profile/$id" params={{ id: user.id }} aria-label={t("profileLink", { initials: shown })} title={name}>
      <Avatar style={{ backgroundColor: "#dc2626", fontWeight: 600 }}>{shown}</Avatar>
    </Link>
  );
}

import { createLink } from "@tanstack/react-router";
import { Button } from "antd";

/** An antd Button that is a router link: `<LinkButton to="/dojos" type="primary">…</LinkButton>`. */
export const LinkButton = createLink(Button);

import { Component, type ReactNode } from "react";

/** The map is extra: if Leaflet fails to load or draw, the page goes on without it. */
export class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

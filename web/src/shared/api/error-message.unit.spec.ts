import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { serverMessage } from "./error-message.ts";

describe("serverMessage", () => {
  it("reads the JSON message of an error reply", () => {
    const error = new ApiError(409, JSON.stringify({ message: "Email already registered" }), "Conflict");
    expect(serverMessage(error, "An error occurred")).toBe("Email already registered");
  });

  it("falls back for network failures, empty and non-JSON bodies", () => {
    expect(serverMessage(new TypeError("Failed to fetch"), "An error occurred")).toBe("An error occurred");
    expect(serverMessage(new ApiError(502, "", "Bad Gateway"), "Fallback")).toBe("Fallback");
    expect(serverMessage(new ApiError(502, "<html>", "Bad Gateway"), "Fallback")).toBe("Fallback");
  });
});

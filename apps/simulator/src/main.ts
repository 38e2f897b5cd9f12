// The upstream simulator lands with the tee-time search issue.
export {};

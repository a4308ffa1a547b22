// Issue 12: this file's calls are written by the part that owns it.
export {};

import { FILE_EXTENSIONS, type FileType } from "@/lib/storage/file-type";

// File names come from the client: keep a readable stem of safe characters
// (nothing that could break a Content-Disposition header or a path) and the
// extension of the type the content really has.

const MAX_STEM_LENGTH = 100;

export function safeFilename(name: string, type: FileType): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const stem = base
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^\w.\- ]+/g, "_")
    .replace(/^[.\s_-]+/, "")
    .slice(0, MAX_STEM_LENGTH)
    .trim();
  return `${stem || "medical-record"}.${FILE_EXTENSIONS[type]}`;
}

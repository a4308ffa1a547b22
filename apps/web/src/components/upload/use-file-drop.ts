import { useState, type DragEvent } from 'react';

/**
 * A drop zone for one file (the image upload, the Excel import): whether files are dragged over
 * it, and the four handlers to spread on its element. Only a drag carrying files counts (not
 * text or a link), leaving for a child of the zone is not leaving it, and while `busy` the drop
 * is shown as refused.
 */
export function useFileDrop(onFile: (file: File | undefined) => void, busy = false) {
  const [dragging, setDragging] = useState(false);
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');
  const onDragOver = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    if (!dragging) setDragging(true);
  };
  const dropProps = {
    onDragEnter: onDragOver,
    onDragOver,
    onDragLeave: (e: DragEvent) => {
      if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
      setDragging(false);
    },
    onDrop: (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setDragging(false);
      if (!busy) onFile(e.dataTransfer.files?.[0]);
    },
  };
  return { dragging, dropProps };
}

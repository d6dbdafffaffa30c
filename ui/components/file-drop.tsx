import { Button, DropZone, FileTrigger, isFileDropItem, Text } from "react-aria-components"

export interface FileDropProps {
  /** Names the drop area and the file button for assistive technology. */
  readonly label: string
  readonly onFiles: (files: ReadonlyArray<File>) => void
  readonly isDisabled?: boolean
}

/**
 * Drag-and-drop area with a keyboard-usable file button (react-aria DropZone and FileTrigger).
 * Reports the picked files; what may be uploaded is decided by the attachments machine.
 */
export function FileDrop({ label, onFiles, isDisabled = false }: FileDropProps) {
  return (
    <DropZone
      className="file-drop"
      aria-label={label}
      isDisabled={isDisabled}
      getDropOperation={() => "copy"}
      onDrop={async (event) => {
        const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()))
        if (files.length > 0) onFiles(files)
      }}
    >
      <Text slot="label" className="file-drop-text">
        Drag and drop files here, or
      </Text>{" "}
      <FileTrigger allowsMultiple onSelect={(list) => list && list.length > 0 && onFiles([...list])}>
        <Button className="button button-secondary" isDisabled={isDisabled}>
          Choose files
        </Button>
      </FileTrigger>
    </DropZone>
  )
}

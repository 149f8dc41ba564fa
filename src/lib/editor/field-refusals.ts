/**
 * The build's content check refuses a save beside the field it names, where Decap shows its
 * own "is required": under the field's label, the label and the list item it is in drawn in red.
 *
 * Decap asks each field's control `isValid()` when Publish is pressed (decap-cms-core Widget.js,
 * the API for custom widgets). This script registers every widget again with its control wrapped:
 * the wrapper answers the refusals of the build's check for its own field, and hands everything
 * else to Decap's control. A control knows its field's name and the ids of the fields it is in, not
 * its place in a list: that is read from the form, the list item among its list's items
 * (decap-cms-widget-list renders them in order, as control-names.ts reads them).
 *
 * Decap blocks a save whose fields have errors, but names only a missing required field in its
 * notification; this script's refusals, and a control's own errors, are given that type, and the
 * notification is reworded to cover them all (decap-phrases.ts). The forms carry no pattern or list
 * count of their own (editor-config.ts), whose errors Decap would show without a notification.
 */

/** The part of Immutable.js (Decap's configuration and entry) this script reads. */
export interface ImmutableMap {
  get(key: string): unknown
}

/** The props Decap's Widget gives every control (decap-cms-core Widget.js). */
export interface ControlProps {
  field: ImmutableMap
  forID: string
  parentIds?: ReadonlyArray<string | undefined>
  value?: unknown
  classNameWrapper?: string
  hasActiveStyle?: boolean
  getEntry?: () => unknown
  entry?: unknown
  validate: () => void
}

/** What Decap calls on a control's instance, when the control has it. */
interface ControlInstance {
  isValid?: () => unknown
  validate?: () => void
  focus?: (path: string) => void
  getValidateValue?: () => unknown
  shouldComponentUpdate?: (nextProps: ControlProps) => boolean
  getWrappedInstance?: () => ControlInstance
}

interface Widget {
  control: unknown
  preview?: unknown
  [option: string]: unknown
}

export interface WidgetRegistry {
  getWidgets(): ReadonlyArray<{ name: string } & Widget>
  registerWidget(widget: { name: string; controlComponent: unknown; previewComponent?: unknown; [option: string]: unknown }): void
}

/** The refusals of an entry, by field: its path's key (fieldKey) -> the messages shown under it. */
export type RefusalsByField = ReadonlyMap<string, readonly string[]>

export const fieldKey = (path: ReadonlyArray<string | number>): string => JSON.stringify(path)

/** The one type of field error whose blocked save Decap notifies (decap-cms-core actions/entries.js persistEntry). */
const SHOWN_IN_NOTIFICATION = "PRESENCE"

const FIELD_ID = /^(.+)-field-\d+$/

/**
 * Decap's object and list controls hand every field inside them, at any depth, to the `controlRef`
 * they were given (ObjectControl.processControlRef, ListControl.processControlRef); the form keeps
 * one control per top-level field name (EditorControlPane.getControlRef), so a field added inside
 * a group after the form opened (a list item) took the group's place, and Publish validated only
 * that field, never the group's own refusals. Each Widget registers itself with the form; a
 * control keeps its own fields and hands none upward.
 */
const keepDescendantsInside = (): void => {}

/** Decap's controls whose own `validate` this script has wrapped. */
const WRAPPED_VALIDATE = new WeakSet<object>()

const plainCopies = new WeakMap<object, unknown>()
/** The entry's data as plain values, made once for each state of the form (Decap's data is immutable). */
function plainData(entry: unknown): unknown {
  const data = (entry as ImmutableMap | undefined)?.get("data") as { toJS(): unknown } | undefined
  if (!data) return undefined
  if (!plainCopies.has(data)) plainCopies.set(data, data.toJS())
  return plainCopies.get(data)
}

/**
 * The path of a control's field in the entry's data, from the ids of the fields it is in (each
 * field's id is its name and a number; a list item's, a key) and, for a list item, its place among
 * the items of its list in `doc`. A list of single values gives each item a field of its own in the
 * form, which the data has not: `data` tells which.
 */
export function controlPathOf(
  props: Pick<ControlProps, "field" | "forID" | "parentIds">,
  doc: Document,
  data: unknown,
): Array<string | number> {
  const path: Array<string | number> = []
  const ids = props.parentIds ?? []
  const label = doc.querySelector(`label[for="${CSS.escape(props.forID)}"]`) ?? doc.getElementById(props.forID)
  ids.forEach((id, index) => {
    if (!id) return
    const field = FIELD_ID.exec(id)
    if (field) return void path.push(field[1])
    const list = doc.getElementById(ids[index - 1] ?? "")
    if (!list) return void path.push(-1)
    let item: Element | null = label
    while (item && item.parentElement?.parentElement !== list) item = item.parentElement
    path.push(item?.parentElement ? Array.from(item.parentElement.children).indexOf(item) : -1)
  })
  path.push(String(props.field.get("name")))
  const holder = path.slice(0, -1).reduce<unknown>((value, part) => (value as Record<string | number, unknown> | undefined)?.[part], data)
  if (typeof path.at(-2) === "number" && (typeof holder !== "object" || holder === null)) path.pop()
  return path
}

/**
 * Registers every widget Decap has again, its control wrapped so that Publish shows the build's
 * refusals of each field beside it (`refusalsOf` the entry being edited, undefined where the form
 * has its own check).
 */
export function showRefusalsBesideFields(
  cms: WidgetRegistry,
  createClass: (spec: Record<string, unknown>) => unknown,
  h: (type: unknown, props: Record<string, unknown>) => unknown,
  refusalsOf: (entry: unknown) => RefusalsByField | undefined,
  doc: Document,
): void {
  for (const { name, control, preview, ...options } of cms.getWidgets()) {
    const wrapped = createClass({
      displayName: `RefusalsBeside(${name})`,
      setInner(
        this: { inner?: ControlInstance | null; props: ControlProps; refusalsHere(): readonly string[] | undefined },
        instance: ControlInstance | null,
      ) {
        const inner = instance?.getWrappedInstance ? instance.getWrappedInstance() : instance
        this.inner = inner
        // Decap validates a list's or an object's own fields, never the list or object itself (ListControl.js,
        // ObjectControl.js): after its fields, its own refusals.
        const validateFields = inner?.validate
        if (inner && validateFields && !WRAPPED_VALIDATE.has(inner)) {
          WRAPPED_VALIDATE.add(inner)
          inner.validate = () => {
            validateFields()
            if (this.refusalsHere()) this.props.validate()
          }
        }
      },
      refusalsHere(this: { props: ControlProps }): readonly string[] | undefined {
        const entry = this.props.getEntry ? this.props.getEntry() : this.props.entry
        const all = refusalsOf(entry)
        if (!all || all.size === 0) return undefined
        return all.get(fieldKey(controlPathOf(this.props, doc, plainData(entry))))
      },
      isValid(this: { inner?: ControlInstance; props: ControlProps; refusalsHere(): readonly string[] | undefined }) {
        const own = this.inner?.isValid ? this.inner.isValid() : true
        if (own instanceof Promise) return own
        // Decap's control speaks first (a number out of its bounds), and its notification counts it too.
        if (own === false) {
          const message = `${String(this.props.field.get("label") ?? this.props.field.get("name"))}: this value is not accepted.`
          return { error: { type: SHOWN_IN_NOTIFICATION, parentIds: this.props.parentIds ?? [], message } }
        }
        if (typeof own === "object" && own !== null && (own as { error?: unknown }).error) {
          return { error: { ...(own as { error: object }).error, type: SHOWN_IN_NOTIFICATION } }
        }
        const here = this.refusalsHere()
        if (!here) return own
        return { error: { type: SHOWN_IN_NOTIFICATION, parentIds: this.props.parentIds ?? [], message: here.join(" ") } }
      },
      validate(this: { inner?: ControlInstance; props: ControlProps }) {
        return this.inner?.validate ? this.inner.validate() : this.props.validate()
      },
      focus(this: { inner?: ControlInstance; props: ControlProps }, path: string) {
        if (this.inner?.focus) this.inner.focus(path)
        else (doc.getElementById(this.props.forID) as HTMLElement | null)?.focus()
      },
      getValidateValue(this: { inner?: ControlInstance }) {
        return this.inner?.getValidateValue?.()
      },
      // Decap's Widget asks the control whether to draw again, or compares these three itself.
      shouldComponentUpdate(this: { inner?: ControlInstance; props: ControlProps }, next: ControlProps) {
        if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate(next)
        return (
          this.props.value !== next.value ||
          this.props.classNameWrapper !== next.classNameWrapper ||
          this.props.hasActiveStyle !== next.hasActiveStyle
        )
      },
      render(this: { props: ControlProps; setInner(instance: ControlInstance | null): void }) {
        return h(control, { ...this.props, controlRef: keepDescendantsInside, ref: this.setInner })
      },
    })
    cms.registerWidget({ ...options, name, controlComponent: wrapped, previewComponent: preview })
  }
}

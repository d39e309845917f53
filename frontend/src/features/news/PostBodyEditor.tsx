import { useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Button, Input, Popover, Space } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { bodyHtmlOf, linkHref, postBodyExtensions } from './postEditor';
import './postEditor.css';

type Marks = ReturnType<typeof marksOf>;

/** The quote button's sign: a mark, the same in every language. */
const quoteMark = '❝';

const marksOf = (editor: Editor) => ({
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  h2: editor.isActive('heading', { level: 2 }),
  h3: editor.isActive('heading', { level: 3 }),
  bulletList: editor.isActive('bulletList'),
  orderedList: editor.isActive('orderedList'),
  blockquote: editor.isActive('blockquote'),
  link: editor.isActive('link'),
  canUndo: editor.can().undo(),
  canRedo: editor.can().redo(),
});

interface Toggle {
  mark: keyof Marks;
  /** The catalogue's key of its name. */
  labelKey: string;
  keys?: string;
  icon: ReactNode;
  run: (editor: Editor) => void;
}

const toggles: Toggle[][] = [
  [
    {
      mark: 'bold',
      labelKey: 'backOffice.editor.bold',
      keys: 'Ctrl+B',
      icon: <BoldOutlined />,
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      mark: 'italic',
      labelKey: 'backOffice.editor.italic',
      keys: 'Ctrl+I',
      icon: <ItalicOutlined />,
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
  ],
  [
    {
      mark: 'h2',
      labelKey: 'backOffice.editor.h2',
      icon: 'H2',
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      mark: 'h3',
      labelKey: 'backOffice.editor.h3',
      icon: 'H3',
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
  ],
  [
    {
      mark: 'bulletList',
      labelKey: 'backOffice.editor.bulletList',
      icon: <UnorderedListOutlined />,
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      mark: 'orderedList',
      labelKey: 'backOffice.editor.orderedList',
      icon: <OrderedListOutlined />,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      mark: 'blockquote',
      labelKey: 'backOffice.editor.blockquote',
      icon: <span aria-hidden="true">{quoteMark}</span>,
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
  ],
];

// A toolbar button keeps the editor's focus and selection: the mouse press would take them.
const keepFocus = (e: React.MouseEvent) => e.preventDefault();

/** The link button: an address field for the selected text, or the link under the cursor. */
function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const show = (next: boolean) => {
    if (next) {
      setTyped((editor.getAttributes('link').href as string | undefined) ?? '');
      setInvalid(false);
    }
    setOpen(next);
  };
  const apply = () => {
    const href = linkHref(typed);
    if (!href) return setInvalid(true);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !active) {
      // Nothing selected: the address itself becomes the link's text.
      chain
        .insertContent({ type: 'text', text: typed.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .unsetMark('link')
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    setOpen(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={show}
      trigger="click"
      placement="bottomLeft"
      content={
        <div className="post-link-form">
          <Input
            autoFocus
            aria-label={t('backOffice.editor.linkAddress')}
            placeholder={t('backOffice.editor.linkExample')}
            value={typed}
            status={invalid ? 'error' : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              setInvalid(false);
            }}
            onPressEnter={apply}
          />
          {invalid && (
            <p className="post-error" role="alert">
              {t('backOffice.editor.linkInvalid')}
            </p>
          )}
          <Space wrap size={8}>
            <Button type="primary" size="small" onClick={apply}>
              {t('backOffice.editor.addLink')}
            </Button>
            {active && (
              <Button size="small" onClick={remove}>
                {t('backOffice.editor.removeLink')}
              </Button>
            )}
          </Space>
        </div>
      }
    >
      <Button
        icon={<LinkOutlined />}
        aria-label={t('backOffice.editor.link')}
        title={t('backOffice.editor.link')}
        aria-pressed={active}
        aria-haspopup="dialog"
        color={active ? 'primary' : 'default'}
        variant={active ? 'solid' : 'outlined'}
      />
    </Popover>
  );
}

/**
 * The post's body as formatted text (TipTap, on ProseMirror): the owner sees headings, lists and
 * bold as the article will show them, and the editor writes the HTML the server keeps.
 */
export function PostBodyEditor({ html, onChange }: { html: string; onChange: (html: string) => void }) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: postBodyExtensions,
    // Saved HTML, from this editor or the raw-HTML form before it: what the schema knows is kept.
    content: html,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('backOffice.posts.body'),
        class: 'article-body post-body-text',
      },
    },
    onUpdate: ({ editor }) => onChange(bodyHtmlOf(editor)),
  });
  const marks = useEditorState({ editor, selector: ({ editor }) => marksOf(editor) });

  return (
    <div className="post-body-editor">
      <div className="post-toolbar" role="toolbar" aria-label={t('backOffice.editor.toolbar')}>
        {toggles.map((group, i) => (
          <div className="post-toolbar-group" key={i}>
            {group.map((toggle) => (
              <Button
                key={toggle.mark}
                icon={toggle.icon}
                aria-label={t(toggle.labelKey)}
                title={
                  toggle.keys
                    ? t('backOffice.editor.withKeys', { label: t(toggle.labelKey), keys: toggle.keys })
                    : t(toggle.labelKey)
                }
                aria-pressed={marks[toggle.mark]}
                color={marks[toggle.mark] ? 'primary' : 'default'}
                variant={marks[toggle.mark] ? 'solid' : 'outlined'}
                onMouseDown={keepFocus}
                onClick={() => toggle.run(editor)}
              />
            ))}
          </div>
        ))}
        <div className="post-toolbar-group">
          <LinkButton editor={editor} active={marks.link} />
        </div>
        <div className="post-toolbar-group">
          <Button
            icon={<UndoOutlined />}
            aria-label={t('backOffice.editor.undo')}
            title={t('backOffice.editor.withKeys', { label: t('backOffice.editor.undo'), keys: 'Ctrl+Z' })}
            disabled={!marks.canUndo}
            onMouseDown={keepFocus}
            onClick={() => editor.chain().focus().undo().run()}
          />
          <Button
            icon={<RedoOutlined />}
            aria-label={t('backOffice.editor.redo')}
            title={t('backOffice.editor.withKeys', { label: t('backOffice.editor.redo'), keys: 'Ctrl+Shift+Z' })}
            disabled={!marks.canRedo}
            onMouseDown={keepFocus}
            onClick={() => editor.chain().focus().redo().run()}
          />
        </div>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

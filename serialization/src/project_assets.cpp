#include "diorama/serialization/project_assets.h"

#include "diorama/io/asset_file.h"
#include "diorama/text/bitmap_font.h"
#include "diorama/text/font.h"

namespace diorama {

namespace fs = std::filesystem;

bool isInside(const fs::path& path, const fs::path& folder) {
    std::error_code ec;
    const fs::path a = fs::absolute(path, ec).lexically_normal(), f = fs::absolute(folder, ec).lexically_normal();
    auto pi = a.begin();
    for (auto fi = f.begin(); fi != f.end(); ++fi, ++pi) {
        if (fi->empty()) continue;  // a trailing separator
        if (pi == a.end() || *pi != *fi) return false;
    }
    return true;
}

ProjectAssets::ProjectAssets(fs::path baseDir, fs::path projectRoot, TextureStore* textures, FontStore* fonts)
    : m_baseDir(std::move(baseDir)), m_projectRoot(std::move(projectRoot)), m_textures(textures), m_fonts(fonts) {}

std::optional<fs::path> ProjectAssets::resolve(const std::string& relative) {
    // A 100k-sprite scene names a handful of images: each is checked against the file
    // system once (a canonical path costs a readlink per component).
    if (auto known = m_resolved.find(relative); known != m_resolved.end()) return known->second;
    std::optional<fs::path> full = resolveOnDisk(relative);
    if (full) m_resolved.emplace(relative, *full);
    return full;
}

std::optional<fs::path> ProjectAssets::resolveOnDisk(const std::string& relative) {
    if (relative.empty()) {
        m_problems.push_back({pointer(), "empty asset path"});
        return std::nullopt;
    }
    const fs::path p(relative);
    if (p.is_absolute() || relative.front() == '/' || relative.front() == '\\') {
        m_problems.push_back(
            {pointer(), "'" + relative + "' is an absolute path; asset paths must be relative to the scene file"});
        return std::nullopt;
    }
    // '..' may step out of the scene's folder only while it stays inside the project
    // (a diorama.project.json above the scene); without one the project is that folder.
    bool climbs = false;
    for (const auto& part : p) climbs |= part == "..";
    if (climbs && !isInside((m_baseDir / p).lexically_normal(), m_projectRoot)) {
        m_problems.push_back({pointer(), "'" + relative + "' leaves the project directory ('..' may not leave " +
                                             m_projectRoot.string() + ")"});
        return std::nullopt;
    }
    const fs::path full = m_baseDir / p;
    std::error_code ec;
    // Symlinks are followed: the real location must still be inside the project.
    const fs::path real = fs::weakly_canonical(full, ec);
    const fs::path root = fs::weakly_canonical(m_projectRoot, ec);
    if (!ec) {
        auto r = root.begin();
        auto f = real.begin();
        for (; r != root.end() && !r->empty(); ++r, ++f)
            if (f == real.end() || *r != *f) {
                m_problems.push_back(
                    {pointer(), "'" + relative + "' resolves outside the project directory (through a symbolic link)"});
                return std::nullopt;
            }
    }
    if (!fs::exists(full, ec)) {
        m_problems.push_back({pointer(), "'" + relative + "' not found (looked in " + m_baseDir.string() + ")"});
        return std::nullopt;
    }
    return full;
}

TextureInfo ProjectAssets::texture(const std::string& path) {
    auto full = resolve(path);
    if (!full) return placeholderTexture();
    if (m_textures) {
        TextureInfo info = m_textures->load(*full);
        if (info.placeholder) m_problems.push_back({pointer(), info.error});
        return info;
    }
    // No pixels wanted (the command-line tool): the size is still the image's, decoded
    // once per file.
    auto decoded = m_imageSizes.find(full->string());
    if (decoded == m_imageSizes.end()) {
        Image img;
        std::string error;
        TextureInfo info = placeholderTexture();
        if (decodeImageFile(*full, ImageLimits{}, img, error)) {
            info.width = img.width;
            info.height = img.height;
            info.placeholder = false;
        } else {
            info = placeholderTexture(error);
        }
        decoded = m_imageSizes.emplace(full->string(), info).first;
    }
    if (decoded->second.placeholder) m_problems.push_back({pointer(), decoded->second.error});
    return decoded->second;
}

std::shared_ptr<FontFace> ProjectAssets::font(const std::string& path) {
    if (!m_fonts) return nullptr;
    auto full = resolve(path);
    if (!full) return nullptr;
    std::string error;
    auto face = m_fonts->face(*full, error);
    if (!face) m_problems.push_back({pointer(), error});
    return face;
}

std::shared_ptr<FontFace> ProjectAssets::defaultFont() {
    if (!m_fonts) return nullptr;
    std::string error;
    return m_fonts->defaultFace(error);
}

std::string ProjectAssets::problemsOf(const std::function<void()>& load) {
    const std::size_t before = m_problems.size();
    load();
    std::string text;
    for (std::size_t i = before; i < m_problems.size(); ++i) text += (text.empty() ? "" : "; ") + m_problems[i].message;
    m_problems.resize(before);
    return text;
}

const ProjectAssets::LoadedSheet& ProjectAssets::sheet(const std::string& atlas) {
    if (auto it = m_sheets.find(atlas); it != m_sheets.end()) return it->second;
    LoadedSheet& loaded = m_sheets[atlas];
    std::optional<fs::path> full;
    loaded.error = problemsOf([&] { full = resolve(atlas); });
    if (!full) return loaded;
    const SheetLimits limits;
    std::vector<unsigned char> bytes;
    if (!readAssetFile(*full, "sprite sheet", limits.maxFileBytes, bytes, loaded.error)) return loaded;
    const std::string_view text(reinterpret_cast<const char*>(bytes.data()), bytes.size());
    SheetRead read = parseSpriteSheet(text, atlas, limits);
    if (!read.sheet) {
        loaded.error = read.error;
        return loaded;
    }
    // The texture is named relative to the plist, and is an asset like any other.
    const std::string texturePath =
        (fs::path(atlas).parent_path() / read.sheet->textureFile).lexically_normal().generic_string();
    const std::string textureError = problemsOf([&] { loaded.texture = texture(texturePath); });
    if (loaded.texture.placeholder) {
        loaded.error = atlas + ": its texture " + texturePath + ": " + textureError;
        return loaded;
    }
    loaded.sheet = std::move(read.sheet);
    return loaded;
}

std::shared_ptr<const BitmapFont> ProjectAssets::bitmapFont(const std::string& path) {
    auto [it, fresh] = m_bitmapFonts.try_emplace(path);
    LoadedFont& loaded = it->second;
    if (fresh) {
        std::optional<fs::path> full;
        loaded.error = problemsOf([&] { full = resolve(path); });
        const BitmapFontLimits limits;
        std::vector<unsigned char> bytes;
        if (full && readAssetFile(*full, "bitmap font", limits.maxFileBytes, bytes, loaded.error)) {
            BitmapFontRead read =
                parseBitmapFont({reinterpret_cast<const char*>(bytes.data()), bytes.size()}, path, limits);
            if (!read.font) {
                loaded.error = read.error;
            } else {
                // The page is named relative to the .fnt, as cocos' fullPathFromRelativeFile finds it.
                const std::string pagePath =
                    (fs::path(path).parent_path() / read.font->pageFile).lexically_normal().generic_string();
                const std::string pageError = problemsOf([&] { read.font->page = texture(pagePath); });
                if (read.font->page.placeholder) {
                    loaded.error = path + ": its page " + pagePath + ": " + pageError;
                } else {
                    // cocos draws such a char from outside the image: whatever the texture wraps to.
                    std::size_t outside = 0;
                    for (const auto& [id, c] : read.font->chars)
                        outside += c.x + c.width > read.font->page.width || c.y + c.height > read.font->page.height;
                    if (outside > 0)
                        read.font->warnings.push_back(
                            path + ": " + std::to_string(outside) + (outside == 1 ? " char lies" : " chars lie") +
                            " outside its page " + pagePath + " (" + std::to_string(read.font->page.width) + " x " +
                            std::to_string(read.font->page.height) + ")");
                    loaded.font = std::make_shared<const BitmapFont>(std::move(*read.font));
                }
            }
        }
    }
    if (!loaded.font) {
        m_problems.push_back({pointer(), loaded.error});
        return nullptr;
    }
    for (const std::string& warning : loaded.font->warnings) m_problems.push_back({pointer(), warning});
    return loaded.font;
}

std::vector<std::string> ProjectAssets::spriteFrameNames(const std::string& atlas) {
    const LoadedSheet& loaded = sheet(atlas);
    return loaded.sheet ? loaded.sheet->names : std::vector<std::string>{};
}

std::optional<SpriteFrame> ProjectAssets::spriteFrame(const std::string& atlas, const std::string& frame) {
    const LoadedSheet& loaded = sheet(atlas);
    if (!loaded.sheet) {
        m_problems.push_back({pointer(), loaded.error});
        return std::nullopt;
    }
    const SheetFrame* f = loaded.sheet->find(frame);
    if (!f) {
        std::string some;
        for (std::size_t i = 0; i < loaded.sheet->names.size() && i < 5; ++i)
            some += (i ? ", " : "") + loaded.sheet->names[i];
        if (loaded.sheet->names.size() > 5) some += ", ...";
        m_problems.push_back({pointer(), "no frame \"" + frame + "\" in " + atlas + " (its " +
                                             std::to_string(loaded.sheet->names.size()) + " frames: " + some + ")"});
        return std::nullopt;
    }
    // A frame must lie inside its texture (a rotated one is stored turned).
    const float w = f->rotated ? f->rect.size.height : f->rect.size.width;
    const float h = f->rotated ? f->rect.size.width : f->rect.size.height;
    if (f->rect.origin.x < 0 || f->rect.origin.y < 0 || f->rect.origin.x + w > float(loaded.texture.width) ||
        f->rect.origin.y + h > float(loaded.texture.height)) {
        m_problems.push_back({pointer(), "frame \"" + frame + "\" of " + atlas + " lies outside its " +
                                             std::to_string(loaded.texture.width) + "x" +
                                             std::to_string(loaded.texture.height) + " texture"});
        return std::nullopt;
    }
    return SpriteFrame{loaded.texture, f->rect, f->rotated, f->offset, f->originalSize};
}

}  // namespace diorama

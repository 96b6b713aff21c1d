// Draws the images of the sample projects (projects/*/images), of the example game
// (examples/tap-to-play/scenes/images), the application icon (icons/diorama-64.png) and
// the editor's default widget skins (editor/defaults) procedurally, so every pixel in the repository is made by the
// project. Run:
//   build/tools/diorama-make-sample-assets projects
// The output is committed; re-running it reproduces the same files.
#include <stb_image_write.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Rgba {
    std::uint8_t r, g, b, a = 255;
};

class Canvas {
public:
    Canvas(int w, int h) : m_w(w), m_h(h), m_px(std::size_t(w) * h * 4, 0) {}
    void set(int x, int y, Rgba c) {
        if (x < 0 || y < 0 || x >= m_w || y >= m_h) return;
        std::uint8_t* p = &m_px[(std::size_t(y) * m_w + x) * 4];
        p[0] = c.r;
        p[1] = c.g;
        p[2] = c.b;
        p[3] = c.a;
    }
    void rect(int x, int y, int w, int h, Rgba c) {
        for (int j = y; j < y + h; ++j)
            for (int i = x; i < x + w; ++i) set(i, j, c);
    }
    void frame(int x, int y, int w, int h, Rgba c, int t = 1) {
        rect(x, y, w, t, c);
        rect(x, y + h - t, w, t, c);
        rect(x, y, t, h, c);
        rect(x + w - t, y, t, h, c);
    }
    void circle(float cx, float cy, float r, Rgba c) {
        for (int y = int(cy - r) - 1; y <= int(cy + r) + 1; ++y)
            for (int x = int(cx - r) - 1; x <= int(cx + r) + 1; ++x)
                if ((x + 0.5f - cx) * (x + 0.5f - cx) + (y + 0.5f - cy) * (y + 0.5f - cy) <= r * r) set(x, y, c);
    }
    void verticalGradient(Rgba top, Rgba bottom) {
        for (int y = 0; y < m_h; ++y) {
            const float t = m_h > 1 ? float(y) / float(m_h - 1) : 0.0f;
            Rgba c{std::uint8_t(top.r + (bottom.r - top.r) * t), std::uint8_t(top.g + (bottom.g - top.g) * t),
                   std::uint8_t(top.b + (bottom.b - top.b) * t), 255};
            rect(0, y, m_w, 1, c);
        }
    }
    // A 5x7 bitmap glyph scaled by `s` (only the few characters the samples need).
    void glyph(char ch, int x, int y, int s, Rgba c) {
        static const char* kQuestion[7] = {".###.", "#...#", "....#", "..##.", "..#..", ".....", "..#.."};
        static const char* kArrow[7] = {"..#..", ".###.", "#.#.#", "..#..", "..#..", "..#..", "..#.."};
        static const char* kDigits[11][7] = {{".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."},
                                             {"..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."},
                                             {".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"},
                                             {"#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."},
                                             {"...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."},
                                             {"#####", "#....", "####.", "....#", "....#", "#...#", ".###."},
                                             {"..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."},
                                             {"#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."},
                                             {".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."},
                                             {".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."},
                                             {".....", "..#..", "..#..", ".....", "..#..", "..#..", "....."}};
        const char** rows = ch == '?' ? kQuestion : ch >= '0' && ch <= ':' ? kDigits[ch - '0'] : kArrow;
        for (int j = 0; j < 7; ++j)
            for (int i = 0; i < 5; ++i)
                if (rows[j][i] == '#') rect(x + i * s, y + j * s, s, s, c);
    }
    Rgba get(int x, int y) const {
        const std::uint8_t* p = &m_px[(std::size_t(y) * m_w + x) * 4];
        return {p[0], p[1], p[2], p[3]};
    }
    int width() const { return m_w; }
    int height() const { return m_h; }
    bool save(const std::filesystem::path& path) const {
        std::filesystem::create_directories(path.parent_path());
        return stbi_write_png(path.string().c_str(), m_w, m_h, 4, m_px.data(), m_w * 4) != 0;
    }

private:
    int m_w, m_h;
    std::vector<std::uint8_t> m_px;
};

const Rgba kBlack{0, 0, 0}, kWhite{255, 255, 255}, kBrick{181, 83, 40}, kMortar{70, 30, 10}, kGold{250, 180, 40},
    kGreen{60, 170, 60}, kDarkGreen{20, 110, 30}, kSkyTop{92, 148, 252}, kSkyBottom{150, 200, 255};

void worldImages(const std::filesystem::path& dir, bool& ok) {
    Canvas sky(8, 64);
    sky.verticalGradient(kSkyTop, kSkyBottom);
    ok &= sky.save(dir / "sky.png");

    Canvas hill(160, 80);
    hill.circle(80, 80, 78, kDarkGreen);
    hill.circle(80, 82, 74, kGreen);
    hill.rect(66, 30, 4, 10, kDarkGreen);
    hill.rect(90, 40, 4, 10, kDarkGreen);
    ok &= hill.save(dir / "hill.png");

    Canvas cloud(96, 48);
    for (auto [x, y, r] : {std::tuple{24.f, 30.f, 16.f}, {48.f, 22.f, 20.f}, {72.f, 30.f, 16.f}})
        cloud.circle(x, y, r, kWhite);
    cloud.rect(20, 30, 56, 16, kWhite);
    ok &= cloud.save(dir / "cloud.png");

    Canvas ground(32, 32);
    ground.rect(0, 0, 32, 32, Rgba{200, 76, 12});
    ground.frame(0, 0, 32, 32, kMortar, 2);
    ground.rect(14, 2, 2, 14, kMortar);
    ground.rect(2, 16, 28, 2, kMortar);
    ok &= ground.save(dir / "ground.png");

    Canvas brick(32, 32);
    brick.rect(0, 0, 32, 32, kBrick);
    for (int row = 0; row < 4; ++row) {
        brick.rect(0, row * 8, 32, 1, kMortar);
        const int off = row % 2 ? 8 : 0;
        for (int x = off; x < 32; x += 16) brick.rect(x, row * 8, 1, 8, kMortar);
    }
    ok &= brick.save(dir / "brick.png");

    Canvas question(32, 32);
    question.rect(0, 0, 32, 32, kGold);
    question.frame(0, 0, 32, 32, kMortar, 2);
    for (auto [x, y] : {std::pair{4, 4}, {26, 4}, {4, 26}, {26, 26}}) question.rect(x, y, 2, 2, kMortar);
    question.glyph('?', 9, 6, 3, kMortar);
    ok &= question.save(dir / "question.png");

    Canvas pipe(64, 64);
    pipe.rect(4, 16, 56, 48, kGreen);
    pipe.rect(0, 0, 64, 16, kGreen);
    pipe.frame(0, 0, 64, 16, kDarkGreen, 2);
    pipe.rect(4, 16, 2, 48, kDarkGreen);
    pipe.rect(58, 16, 2, 48, kDarkGreen);
    pipe.rect(14, 18, 6, 46, Rgba{140, 220, 120});
    ok &= pipe.save(dir / "pipe.png");

    Canvas player(32, 32);
    player.rect(8, 0, 16, 6, Rgba{220, 30, 30});  // cap
    player.rect(6, 4, 22, 3, Rgba{220, 30, 30});
    player.rect(9, 7, 14, 8, Rgba{250, 200, 150});  // face
    player.rect(18, 9, 2, 3, kBlack);
    player.rect(8, 15, 16, 9, Rgba{220, 30, 30});   // shirt
    player.rect(10, 17, 12, 9, Rgba{40, 60, 200});  // overalls
    player.rect(6, 26, 8, 6, Rgba{110, 60, 20});    // boots
    player.rect(18, 26, 8, 6, Rgba{110, 60, 20});
    ok &= player.save(dir / "player.png");

    Canvas enemy(32, 32);
    enemy.circle(16, 13, 13, Rgba{150, 80, 30});
    enemy.rect(3, 13, 26, 6, Rgba{150, 80, 30});
    enemy.rect(8, 9, 5, 6, kWhite);
    enemy.rect(19, 9, 5, 6, kWhite);
    enemy.rect(10, 11, 2, 3, kBlack);
    enemy.rect(20, 11, 2, 3, kBlack);
    enemy.rect(9, 19, 14, 7, Rgba{240, 210, 170});
    enemy.rect(4, 26, 10, 6, kBlack);
    enemy.rect(18, 26, 10, 6, kBlack);
    ok &= enemy.save(dir / "enemy.png");

    Canvas bush(96, 32);
    for (float x : {20.f, 48.f, 76.f}) bush.circle(x, 24, 18, kGreen);
    bush.rect(0, 24, 96, 8, kGreen);
    ok &= bush.save(dir / "bush.png");
}

void cardImage(const std::filesystem::path& path, bool& ok) {
    Canvas card(64, 64);
    card.rect(2, 2, 60, 60, kWhite);
    card.frame(0, 0, 64, 64, Rgba{40, 40, 40}, 2);
    ok &= card.save(path);
}

void transformImages(const std::filesystem::path& dir, bool& ok) {
    Canvas arrow(64, 64);
    arrow.rect(0, 0, 64, 64, Rgba{255, 255, 255, 60});
    arrow.frame(0, 0, 64, 64, kWhite, 2);
    arrow.glyph('^', 14, 4, 7, Rgba{255, 80, 80});
    arrow.rect(0, 0, 8, 8, Rgba{80, 255, 80});  // marks the image's top-left corner
    ok &= arrow.save(dir / "arrow.png");
    cardImage(dir / "card.png", ok);
}

void eventImages(const std::filesystem::path& dir, bool& ok) {
    Canvas button(128, 64);
    button.rect(0, 0, 128, 64, Rgba{255, 255, 255, 230});
    button.frame(0, 0, 128, 64, Rgba{30, 30, 30}, 3);
    button.rect(3, 50, 122, 11, Rgba{200, 200, 200});
    ok &= button.save(dir / "button.png");
    cardImage(dir / "card.png", ok);
}

// The widget looks of projects/ui, and the editor's default skins (the images a new
// widget starts with, under Cocos Studio's Default/ names): a button's three looks, 48 x 24
// with a 4-pixel frame (cap insets 4, 4, 40, 16) and a lighter top band, so that slicing,
// stretching and the pressed zoom show; a CheckBox's light blue box with a dark blue frame
// (so that its gray disabled look shows) and a green cross on transparency; a Slider's
// dark track, a bright fill of the same size (also a LoadingBar's) and a round ball with a
// rim. Each name may be empty: that image is not written.
struct WidgetSkinNames {
    const char *buttonNormal, *buttonPressed, *buttonDisabled, *checkBox, *cross, *track, *fill, *ball;
};

void widgetSkins(const std::filesystem::path& dir, const WidgetSkinNames& names, bool& ok) {
    auto write = [&](const Canvas& image, const char* file) {
        if (*file) ok &= image.save(dir / file);
    };
    auto look = [&](const char* file, Rgba fill, Rgba band, Rgba edge) {
        Canvas button(48, 24);
        button.rect(0, 0, 48, 24, fill);
        button.rect(4, 4, 40, 6, band);
        button.frame(0, 0, 48, 24, edge, 4);
        write(button, file);
    };
    look(names.buttonNormal, Rgba{70, 130, 220}, Rgba{120, 170, 240}, Rgba{20, 50, 120});
    look(names.buttonPressed, Rgba{230, 150, 40}, Rgba{250, 190, 90}, Rgba{120, 70, 10});
    look(names.buttonDisabled, Rgba{150, 150, 150}, Rgba{180, 180, 180}, Rgba{90, 90, 90});
    Canvas box(24, 24);
    box.rect(0, 0, 24, 24, Rgba{170, 205, 250});
    box.frame(0, 0, 24, 24, Rgba{30, 60, 140}, 3);
    write(box, names.checkBox);
    Canvas cross(24, 24);
    for (int i = 5; i < 19; ++i)
        for (int t = -1; t <= 1; ++t) {
            cross.set(i + t, i, Rgba{40, 170, 70});
            cross.set(23 - i + t, i, Rgba{40, 170, 70});
        }
    write(cross, names.cross);
    Canvas track(48, 12);
    track.rect(0, 0, 48, 12, Rgba{50, 58, 80});
    track.frame(0, 0, 48, 12, Rgba{20, 24, 36}, 2);
    write(track, names.track);
    Canvas fill(48, 12);
    fill.rect(0, 0, 48, 12, Rgba{70, 180, 120});
    fill.rect(2, 2, 44, 3, Rgba{140, 220, 170});
    write(fill, names.fill);
    Canvas ball(28, 28);
    ball.circle(14, 14, 13, Rgba{20, 50, 120});
    ball.circle(14, 14, 10, Rgba{235, 240, 250});
    write(ball, names.ball);
}

void uiImages(const std::filesystem::path& dir, bool& ok) {
    widgetSkins(dir,
                {"button-normal.png", "button-pressed.png", "button-disabled.png", "checkbox-back.png",
                 "checkbox-cross.png", "slider-bar.png", "slider-progress.png", "slider-ball.png"},
                ok);
    // A TextAtlas character map: "0123456789:" in 14 x 20 cells, six to a row, gold with a
    // dark shadow, so the cells read as a scoreboard font.
    Canvas digits(6 * 14, 2 * 20);
    for (int i = 0; i < 11; ++i) {
        const int x = i % 6 * 14 + 2, y = i / 6 * 20 + 3;
        digits.glyph(char('0' + i), x + 1, y + 1, 2, Rgba{90, 50, 10});
        digits.glyph(char('0' + i), x, y, 2, kGold);
    }
    ok &= digits.save(dir / "digits.png");
    // The same glyphs as a bitmap font (a TextBMFont's .fnt): each glyph's ink with its
    // shadow, 3 px below the top of a 20 px line, 13 px apart; "11" kerned 2 px closer.
    std::ofstream fnt(dir / "digits.fnt", std::ios::binary);
    fnt << "info face=\"digits\" size=20 bold=0 italic=0 charset=\"\" unicode=1 stretchH=100 smooth=0 aa=1 "
           "padding=0,0,0,0 spacing=1,1\n"
        << "common lineHeight=20 base=17 scaleW=" << digits.width() << " scaleH=" << digits.height()
        << " pages=1 packed=0\n"
        << "page id=0 file=\"digits.png\"\n"
        << "chars count=12\n"
        << "char id=32 x=0 y=0 width=0 height=0 xoffset=0 yoffset=0 xadvance=8 page=0 chnl=15\n";
    for (int i = 0; i < 11; ++i)
        fnt << "char id=" << 48 + i << " x=" << i % 6 * 14 + 2 << " y=" << i / 6 * 20 + 3
            << " width=11 height=15 xoffset=1 yoffset=3 xadvance=" << (i == 10 ? 9 : 13) << " page=0 chnl=15\n";
    fnt << "kernings count=1\n"
        << "kerning first=49 second=49 amount=-2\n";
    ok &= bool(fnt.flush());
}

// examples/tap-to-play: a night sky to play on and the star to tap.
void tapToPlayImages(const std::filesystem::path& dir, bool& ok) {
    Canvas sky(8, 64);
    sky.verticalGradient(Rgba{20, 24, 60}, Rgba{70, 50, 110});
    ok &= sky.save(dir / "sky.png");

    Canvas star(96, 96);
    star.circle(48, 48, 46, Rgba{120, 70, 10});
    star.circle(48, 48, 42, kGold);
    star.circle(48, 48, 30, Rgba{255, 225, 120});
    star.circle(40, 38, 8, kWhite);
    ok &= star.save(dir / "star.png");
}

// The application icon: a little stage with layered flats, the idea of a diorama.
void appIcon(const std::filesystem::path& path, bool& ok) {
    Canvas icon(64, 64);
    icon.rect(4, 6, 56, 52, Rgba{30, 34, 48});
    icon.frame(4, 6, 56, 52, Rgba{230, 190, 90}, 3);
    icon.rect(8, 10, 48, 28, kSkyTop);
    icon.circle(22, 44, 14, kDarkGreen);
    icon.circle(44, 46, 12, kGreen);
    icon.rect(8, 44, 48, 10, Rgba{200, 76, 12});
    icon.circle(46, 20, 6, Rgba{255, 230, 120});
    ok &= icon.save(path);
}

// A sheet as TexturePacker packs one: frames trimmed to their opaque pixels, one stored
// turned 90 degrees clockwise, one with an alias; described by a format 3 plist
// ("cocos2d-x") and a format 2 one ("cocos2d"). The untrimmed images are written too,
// so tests can compare a framed sprite with the plain image it came from.
struct Packed {
    std::string name;
    const Canvas* image;
    int trimX, trimY, trimW, trimH;  // the opaque part, in the image (top-left origin)
    int sheetX, sheetY;
    bool rotated;
    std::string alias;
};

void writeSheetPlists(const std::filesystem::path& dir, const std::vector<Packed>& frames, bool& ok) {
    auto pair = [](double a, double b) {
        std::ostringstream o;
        o << "{" << a << "," << b << "}";
        return o.str();
    };
    for (int format : {3, 2}) {
        std::ostringstream o;
        o << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          << "<!DOCTYPE plist PUBLIC \"-//Apple Computer//DTD PLIST 1.0//EN\" "
             "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
          << "<plist version=\"1.0\">\n<dict>\n    <key>frames</key>\n    <dict>\n";
        for (const Packed& f : frames) {
            const int w = f.image->width(), h = f.image->height();
            // Of the trimmed centre from the untrimmed centre, y up.
            const double ox = f.trimX + f.trimW / 2.0 - w / 2.0, oy = h / 2.0 - (f.trimY + f.trimH / 2.0);
            const std::string rect = "{" + pair(f.sheetX, f.sheetY) + "," +
                                     (f.rotated ? pair(f.trimH, f.trimW) : pair(f.trimW, f.trimH)) + "}";
            o << "        <key>" << f.name << "</key>\n        <dict>\n";
            if (format == 3) {
                o << "            <key>aliases</key>\n            <array>";
                if (!f.alias.empty()) o << "<string>" << f.alias << "</string>";
                o << "</array>\n"
                  << "            <key>spriteOffset</key>\n            <string>" << pair(ox, oy) << "</string>\n"
                  << "            <key>spriteSize</key>\n            <string>" << pair(f.trimW, f.trimH)
                  << "</string>\n"
                  << "            <key>spriteSourceSize</key>\n            <string>" << pair(w, h) << "</string>\n"
                  << "            <key>textureRect</key>\n            <string>" << rect << "</string>\n"
                  << "            <key>textureRotated</key>\n            <" << (f.rotated ? "true" : "false") << "/>\n";
            } else {
                o << "            <key>frame</key>\n            <string>{" << pair(f.sheetX, f.sheetY) << ","
                  << pair(f.trimW, f.trimH) << "}</string>\n"
                  << "            <key>offset</key>\n            <string>" << pair(ox, oy) << "</string>\n"
                  << "            <key>rotated</key>\n            <" << (f.rotated ? "true" : "false") << "/>\n"
                  << "            <key>sourceColorRect</key>\n            <string>{" << pair(f.trimX, f.trimY) << ","
                  << pair(f.trimW, f.trimH) << "}</string>\n"
                  << "            <key>sourceSize</key>\n            <string>" << pair(w, h) << "</string>\n";
            }
            o << "        </dict>\n";
        }
        o << "    </dict>\n    <key>metadata</key>\n    <dict>\n"
          << "        <key>format</key>\n        <integer>" << format << "</integer>\n"
          << "        <key>realTextureFileName</key>\n        <string>sheet.png</string>\n"
          << "        <key>size</key>\n        <string>{128,64}</string>\n"
          << "        <key>textureFileName</key>\n        <string>sheet.png</string>\n"
          << "    </dict>\n</dict>\n</plist>\n";
        std::ofstream out(dir / (format == 3 ? "sheet.plist" : "sheet-v2.plist"), std::ios::binary);
        out << o.str();
        ok &= bool(out);
    }
}

void sheetImages(const std::filesystem::path& dir, bool& ok) {
    const Rgba kRed{220, 50, 50}, kBlue{50, 90, 220};
    Canvas tile(32, 32);  // fills its whole image: not trimmed
    tile.rect(0, 0, 32, 32, kBlue);
    tile.frame(0, 0, 32, 32, kWhite, 2);
    tile.rect(4, 4, 8, 8, kGold);
    Canvas gem(32, 32);  // opaque only in (6, 2, 24, 24): trimmed, off centre
    gem.rect(6, 2, 24, 24, kRed);
    gem.rect(6, 2, 24, 6, kGold);
    gem.rect(6, 2, 6, 24, kGreen);
    Canvas flag(20, 40);  // stored turned in the sheet
    flag.rect(0, 0, 20, 40, kWhite);
    flag.rect(0, 0, 20, 12, kRed);
    flag.rect(0, 0, 6, 40, kBlack);
    Canvas star(24, 24);  // has the alias "bonus"
    star.circle(12, 12, 11, kGold);
    star.rect(10, 4, 4, 16, kRed);
    const std::vector<Packed> frames = {{"tile.png", &tile, 0, 0, 32, 32, 0, 0, false, ""},
                                        {"gem.png", &gem, 6, 2, 24, 24, 32, 0, false, ""},
                                        {"flag.png", &flag, 0, 0, 20, 40, 56, 0, true, ""},
                                        {"star.png", &star, 0, 0, 24, 24, 96, 0, false, "bonus"}};
    Canvas sheet(128, 64);
    for (const Packed& f : frames)
        for (int y = 0; y < f.trimH; ++y)
            for (int x = 0; x < f.trimW; ++x) {
                const Rgba c = f.image->get(f.trimX + x, f.trimY + y);
                // Turned 90 degrees clockwise: the image's column x becomes the sheet's row x,
                // its bottom row the sheet's left column.
                if (f.rotated)
                    sheet.set(f.sheetX + (f.trimH - 1 - y), f.sheetY + x, c);
                else
                    sheet.set(f.sheetX + x, f.sheetY + y, c);
            }
    ok &= sheet.save(dir / "sheet.png");
    for (const Packed& f : frames) ok &= f.image->save(dir / "originals" / f.name);
    writeSheetPlists(dir, frames, ok);
}

}  // namespace

int main(int argc, char** argv) {
    const std::filesystem::path root = argc > 1 ? argv[1] : "projects";
    bool ok = true;
    worldImages(root / "world-1-1" / "images", ok);
    cardImage(root / "z-order" / "images" / "card.png", ok);
    transformImages(root / "transforms" / "images", ok);
    eventImages(root / "events" / "images", ok);
    sheetImages(root / "sheets" / "images", ok);
    uiImages(root / "ui" / "images", ok);
    tapToPlayImages(root.parent_path() / "examples" / "tap-to-play" / "scenes" / "images", ok);
    appIcon(root.parent_path() / "icons" / "diorama-64.png", ok);
    widgetSkins(root.parent_path() / "editor" / "defaults",
                {"Button_Normal.png", "Button_Press.png", "Button_Disable.png", "CheckBox_Normal.png",
                 "CheckBoxNode_Normal.png", "Slider_Back.png", "Slider_PressBar.png", "SliderNode_Normal.png"},
                ok);
    if (!ok) {
        std::cerr << "make-sample-assets: could not write some images under " << root << "\n";
        return 1;
    }
    return 0;
}

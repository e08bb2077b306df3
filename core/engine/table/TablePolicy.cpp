#include "TablePolicy.h"

#include <array>
#include <charconv>
#include <cstdio>
#include <initializer_list>

namespace othello {

namespace {

struct KindName {
    TablePolicyKind kind;
    std::string_view id;
};
constexpr std::array kKindNames{
    KindName{TablePolicyKind::Default, "default"},
    KindName{TablePolicyKind::AlwaysReplace, "always"},
    KindName{TablePolicyKind::DepthPreferred, "depth-preferred"},
    KindName{TablePolicyKind::TwoTier, "two-tier"},
    KindName{TablePolicyKind::StoreAll, "store-all"},
    KindName{TablePolicyKind::ToDepth, "depth"},
    KindName{TablePolicyKind::Probability, "probability"},
    KindName{TablePolicyKind::Wipe, "wipe"},
    KindName{TablePolicyKind::ExactOnly, "exact"},
    KindName{TablePolicyKind::Course, "course"},
};

constexpr std::array<std::string_view, 3> kHashNames{"mix", "zobrist", "xor"};

bool parseCount(std::string_view text, std::uint64_t& value)
{
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc{} && end == text.data() + text.size() && !text.empty();
}

// Built by appending: GCC 12 warns (-Wrestrict, falsely) about chains of operator+ on strings.
std::string concat(std::initializer_list<std::string_view> parts)
{
    std::string text;
    for (std::string_view part : parts)
        text.append(part);
    return text;
}

std::string quoted(std::string_view text) { return concat({"'", text.substr(0, 24), "'"}); }

} // namespace

std::string_view policyKindId(TablePolicyKind kind)
{
    for (const auto& name : kKindNames)
        if (name.kind == kind)
            return name.id;
    return "default";
}

std::string_view policySyntax()
{
    return "default, always, depth-preferred, two-tier, store-all[:CAP], depth:D, probability:P[:SEED], wipe:N, "
           "exact, course";
}

std::string policyText(const TablePolicy& policy)
{
    std::string text(policyKindId(policy.kind));
    const auto parameter = [&text](const std::string& value) {
        text += ':';
        text += value;
    };
    switch (policy.kind) {
    case TablePolicyKind::StoreAll:
        if (policy.limit)
            parameter(std::to_string(policy.limit));
        break;
    case TablePolicyKind::ToDepth:
    case TablePolicyKind::Wipe:
        parameter(std::to_string(policy.limit));
        break;
    case TablePolicyKind::Probability: {
        char number[32];
        std::snprintf(number, sizeof number, "%g", policy.probability);
        parameter(number);
        if (policy.seed != TablePolicy::kDefaultSeed)
            parameter(std::to_string(policy.seed));
        break;
    }
    default:
        break;
    }
    return text;
}

std::variant<TablePolicy, std::string> parsePolicy(std::string_view text)
{
    const std::string_view name = text.substr(0, text.find(':'));
    const std::string_view rest = name.size() < text.size() ? text.substr(name.size() + 1) : std::string_view{};
    const bool hasParameter = name.size() < text.size();
    TablePolicy policy;
    bool known = false;
    for (const auto& kindName : kKindNames)
        if (kindName.id == name) {
            policy.kind = kindName.kind;
            known = true;
        }
    if (!known)
        return concat({"unknown table policy ", quoted(text), " (expected ", std::string(policySyntax()), ")"});
    switch (policy.kind) {
    case TablePolicyKind::StoreAll:
        if (hasParameter && (!parseCount(rest, policy.limit) || policy.limit == 0))
            return concat({"store-all: the cap ", quoted(rest), " is not a positive number of entries"});
        return policy;
    case TablePolicyKind::ToDepth:
        if (!parseCount(rest, policy.limit) || policy.limit > 64)
            return concat({"depth: ", quoted(rest), " is not a depth within 0..64 (write depth:D)"});
        return policy;
    case TablePolicyKind::Wipe:
        if (!parseCount(rest, policy.limit) || policy.limit == 0)
            return concat({"wipe: ", quoted(rest), " is not a positive number of entries (write wipe:N)"});
        return policy;
    case TablePolicyKind::Probability: {
        const std::string_view p = rest.substr(0, rest.find(':'));
        const std::string pText(p);
        char* end = nullptr;
        policy.probability = pText.empty() ? -1 : std::strtod(pText.c_str(), &end);
        if (pText.empty() || end != pText.c_str() + pText.size() || !(policy.probability > 0) || policy.probability > 1)
            return concat({"probability: ", quoted(p), " is not a probability in (0, 1] (write probability:P[:SEED])"});
        if (p.size() < rest.size() && !parseCount(rest.substr(p.size() + 1), policy.seed))
            return concat({"probability: the seed ", quoted(rest.substr(p.size() + 1)), " is not a whole number"});
        return policy;
    }
    default:
        if (hasParameter)
            return concat({"table policy ", std::string(name), " takes no parameter, found ", quoted(text)});
        return policy;
    }
}

std::string schemeText(const TableScheme& scheme)
{
    std::string text = policyText(scheme.policy);
    if (scheme.hash != TableHash::Mix) {
        text += '/';
        text += hashId(scheme.hash);
    }
    return text;
}

std::string_view hashId(TableHash hash) { return kHashNames[static_cast<std::size_t>(hash)]; }

std::variant<TableHash, std::string> parseHash(std::string_view text)
{
    for (std::size_t i = 0; i < kHashNames.size(); ++i)
        if (kHashNames[i] == text)
            return static_cast<TableHash>(i);
    return concat({"unknown table hash ", quoted(text), " (expected mix, zobrist or xor)"});
}

} // namespace othello
